/**
 * Mantine's Anchor and Button as type-safe router links (route, params and
 * search are checked against the route tree; preloading on intent applies).
 */
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AnchorElementProps = AnchorProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof AnchorProps> & { ref?: Ref<HTMLAnchorElement> };
type ButtonElementProps = ButtonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps> & { ref?: Ref<HTMLAnchorElement> };

const MantineAnchor = (props: AnchorElementProps) => <Anchor component="a" {...props} />;
const MantineButtonAnchor = (props: ButtonElementProps) => <Button component="a" {...props} />;

const CreatedAnchorLink = createLink(MantineAnchor);
const CreatedButtonLink = createLink(MantineButtonAnchor);

export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <CreatedAnchorLink preload="intent" {...props} />;
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => <CreatedButtonLink preload="intent" {...props} />;
