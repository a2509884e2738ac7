/**
 * Pieces of the event page: a labelled value, a table that scrolls sideways on
 * a phone, the key dates on a timeline, indicators, and the fields the page
 * shows nowhere else.
 */
import type { ReactNode } from 'react';
import { Stack, Table, Text, Timeline } from '@mantine/core';
import type { IndicatorDetail } from '@/api/types';
import { Note } from '@/components/Note';
import { clean, display, enumLabel } from '@/lib/format';
import { formatWhen, type KeyDate } from '@/features/corporate-actions/model/event';
import type { Term } from './terms';
import classes from './EventParts.module.css';

const DATE_COLORS: Record<string, string> = { deadline: 'red', 'market-deadline': 'orange', ex: 'blue', record: 'teal', pay: 'green', announced: 'gray', effective: 'indigo' };

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <div className={classes.label}>{label}</div>
      <div className={classes.value}>{children}</div>
    </div>
  );
}

export /** A table that scrolls sideways on narrow screens; the scrolling area can be reached and scrolled with the keyboard. */
function ScrollTable({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} mt="sm" scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}>
      {children}
    </Table.ScrollContainer>
  );
}

export function KeyDates({ dates, today }: { dates: KeyDate[]; today: number }) {
  if (dates.length === 0) return <Note>No dates given yet.</Note>;
  const past = dates.filter((date) => date.day < today).length;
  const hasBoth = dates.some((date) => date.kind === 'deadline') && dates.some((date) => date.kind === 'market-deadline');
  return (
    <>
      <Timeline active={past - 1} bulletSize={14} lineWidth={2} aria-label="Key dates" component="ol" style={{ paddingLeft: 0, listStyle: 'none' }}>
        {dates.map((date, index) => (
          <Timeline.Item
            key={`${date.kind}-${date.date}-${index}`}
            component="li"
            color={DATE_COLORS[date.kind]}
            title={date.label}
            lineVariant={date.day < today ? 'solid' : 'dashed'}
          >
            <Text size="sm" className="tabular">
              {formatWhen(date.date)}
              {date.day === today ? ' (today)' : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {hasBoth && (
        <Text size="xs" c="dimmed" mt="sm">
          The broker’s election deadline comes before the market’s: instructions must reach the broker by its deadline.
        </Text>
      )}
    </>
  );
}

/** Indicators with their values: name, and the code and description beside. */
export function Indicators({ indicators, label }: { indicators: IndicatorDetail[] | undefined; label?: string }) {
  const list = (Array.isArray(indicators) ? indicators : []).filter((item) => item && clean(item.Indicator));
  if (list.length === 0) return <Note>None.</Note>;
  return (
    <Stack gap={6} aria-label={label}>
      {list.map((item, index) => (
        <Field key={`${item.Indicator}-${index}`} label={enumLabel(item.Indicator)}>
          {(Array.isArray(item.Values) ? item.Values : [])
            .filter((value) => value && typeof value === 'object')
            .map((value, valueIndex) => {
              const name = clean(value.Name) ?? clean(value.Code) ?? display(undefined);
              const code = clean(value.Name) ? clean(value.Code) : undefined;
              const description = clean(value.Description);
              return (
                <div key={valueIndex}>
                  {name}
                  {code && <span className="mono"> ({code})</span>}
                  {description && <Text span size="xs" c="dimmed">{` — ${description}`}</Text>}
                </div>
              );
            })}
        </Field>
      ))}
    </Stack>
  );
}

/** Labelled values in a grid (terms). */
export function Terms({ terms }: { terms: Term[] }) {
  return (
    <>
      {terms.map(([label, value]) => (
        <Field key={label} label={label}>
          {value}
        </Field>
      ))}
    </>
  );
}

/** Fields sent but shown nowhere else on the page, path and value, as text. */
export function OtherFields({ fields, label }: { fields: Term[]; label: string }) {
  if (fields.length === 0) return null;
  return (
    <Table aria-label={label} fz="xs" withRowBorders={false} verticalSpacing={2} mt="xs">
      <Table.Tbody>
        {fields.map(([path, value]) => (
          <Table.Tr key={path}>
            <Table.Th scope="row" fw={400} c="dimmed" className="mono" style={{ overflowWrap: 'anywhere' }}>
              {path}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
