/**
 * A request's tools beyond its details and copied code: "Edit and send again", "Compare with the simulator"
 * (a gateway's request only) and "Copy TypeScript type" (an answer in JSON). The buttons join the request's
 * row of buttons; an opened tool's panel takes the row's whole width below them.
 */
import { useId, useState } from 'react';
import { Badge, Box, Button, Text, Textarea } from '@mantine/core';
import type { Exchange } from '@/api/request-log';
import { inferTypeScript } from '@/lib/ts-type';
import { typeNameOf } from './answers';
import { backendKindOf, parsedBody } from './inspect';
import { ResendPanel } from './ResendPanel';
import { draftOf, servicePathOf } from './resend';
import { SENT_FROM_LABELS, sentFrom } from './send';
import { SimulatorCompare } from './SimulatorCompare';
import { useCopy } from './use-copy';

type Tool = 'resend' | 'compare';

/** The mark of a request the inspector sent itself, on its line. */
export function SentMark({ record }: { record: Exchange }) {
  const from = sentFrom(record);
  return from ? (
    <Badge size="sm" variant="outline" color="violet" tt="none">
      {SENT_FROM_LABELS[from]}
    </Badge>
  ) : null;
}

export function RequestTools({ record }: { record: Exchange }) {
  const [open, setOpen] = useState<Tool | undefined>();
  const panelId = useId();
  const headingId = useId();
  const toggle = (tool: Tool) => setOpen((current) => (current === tool ? undefined : tool));
  const sendable = draftOf(record.url) !== undefined;
  // Against a gateway only: in demo mode the simulator would be compared with itself.
  const comparable = sendable && backendKindOf(record) === 'gateway';

  return (
    <>
      {sendable && (
        <Button size="compact-sm" variant="default" aria-expanded={open === 'resend'} aria-controls={open === 'resend' ? panelId : undefined} onClick={() => toggle('resend')}>
          Edit and send again
        </Button>
      )}
      {comparable && (
        <Button size="compact-sm" variant="default" aria-expanded={open === 'compare'} aria-controls={open === 'compare' ? panelId : undefined} onClick={() => toggle('compare')}>
          Compare with the simulator
        </Button>
      )}
      <CopyTypeScript record={record} />
      {open && (
        <Box id={panelId} w="100%">
          {open === 'resend' ? <ResendPanel record={record} labelledBy={headingId} /> : <SimulatorCompare record={record} labelledBy={headingId} />}
        </Box>
      )}
    </>
  );
}

function CopyTypeScript({ record }: { record: Exchange }) {
  const { message, fallback, copy: copyText } = useCopy();
  const body = parsedBody(record);
  if (!body) return null;
  const copy = (from: Element) => {
    const name = typeNameOf(record);
    const text = inferTypeScript(body.json, {
      rootName: name,
      comment: [`The shape of one answer of GET ${servicePathOf(record.url) ?? record.path}, inferred by the Refex request inspector.`],
    });
    const count = (text.match(/^export (interface|type) /gm) ?? []).length;
    copyText(from, text, {
      copied: `TypeScript type ${name} copied (${count} ${count === 1 ? 'declaration' : 'declarations'}).`,
      refused: 'The clipboard refused the type; select and copy it below.',
    });
  };
  return (
    <>
      <Button size="compact-sm" variant="default" onClick={(event) => copy(event.currentTarget)}>
        Copy TypeScript type
      </Button>
      {/* A polite live region rather than a second status in the request's row (Copy as code has that). */}
      <Text size="xs" aria-live="polite" c="dimmed">
        {message}
      </Text>
      {fallback !== undefined && <Textarea label="TypeScript type to copy" value={fallback} readOnly autosize minRows={3} maxRows={16} w="100%" className="mono" />}
    </>
  );
}
