/**
 * Mantine's Anchor and Button as type-checked router links (preloading on
 * intent, like every link of the app).
 */
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AnchorElementProps = AnchorProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof AnchorProps> & { ref?: Ref<HTMLAnchorElement> };
type ButtonElementProps = ButtonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps> & { ref?: Ref<HTMLAnchorElement> };

const MantineAnchor = (props: AnchorElementProps) => <Anchor component="a" {...props} />;
const MantineButtonAnchor = (props: ButtonElementProps) => <Button component="a" {...props} />;
const CreatedAnchor = createLink(MantineAnchor);
const CreatedButton = createLink(MantineButtonAnchor);

export const RouterAnchor: LinkComponent<typeof MantineAnchor> = (props) => <CreatedAnchor preload="intent" {...props} />;
export const RouterButton: LinkComponent<typeof MantineButtonAnchor> = (props) => <CreatedButton preload="intent" {...props} />;
