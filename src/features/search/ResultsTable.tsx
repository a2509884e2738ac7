/**
 * The results table. One tab stop for the whole table (roving focus):
 * ↑/↓ move between rows, ←/→ between a row's checkbox and link, Home/End
 * to the first/last row, PageUp/PageDown by ten, Enter opens, Space selects
 * the row for comparison. Hovering or focusing a link preloads its target.
 */
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Badge, Checkbox, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { refQueries } from '@/api/queries/refdata';
import { MISSING } from '@/lib/format';
import type { InstrumentPair } from '@/model/pairs';
import { samePair } from '@/model/pairs';
import { AnchorLink } from '@/components/RouterLinks';
import { rowName, type ResultRow } from './rows';

export interface ResultsTableHandle {
  /** Moves the focus into the table (the active row's link). */
  focus: () => void;
}

/** How long the pointer or focus rests on a result before its details are fetched ahead. */
export const PREFETCH_DELAY_MS = 220;

const KIND_COLORS = { 'option-root': 'grape', 'continuous-future': 'teal' } as const;

type Column = 0 | 1;

interface Props {
  rows: readonly ResultRow[];
  selected: readonly InstrumentPair[];
  /** No more rows can be selected. */
  selectionFull: boolean;
  onToggle: (row: ResultRow) => void;
  /** Results of a previous search shown while the new one loads. */
  stale: boolean;
  /** ↑ on the first row: back to where the user came from (the keyword field). */
  onExitTop?: () => void;
  ref?: Ref<ResultsTableHandle>;
}

export function ResultsTable({ rows, selected, selectionFull, onToggle, stale, onExitTop, ref }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [active, setActive] = useState<{ row: number; col: Column }>({ row: 0, col: 1 });
  // New results: the roving focus starts again at the first row.
  const [activeFor, setActiveFor] = useState(rows);
  if (activeFor !== rows) {
    setActiveFor(rows);
    setActive({ row: 0, col: 1 });
  }
  const cells = useRef(new Map<string, HTMLElement>());
  const prefetchTimer = useRef<number | undefined>(undefined);

  const isSelected = (row: ResultRow) => row.pair !== undefined && selected.some((pair) => samePair(pair, row.pair as InstrumentPair));
  const canSelect = (row: ResultRow | undefined) => row?.pair !== undefined && (!selectionFull || isSelected(row));
  const hasLink = (row: ResultRow | undefined) => row?.target !== undefined;

  /** The focusable column of a row nearest to the one asked for. */
  const columnFor = (row: ResultRow | undefined, col: Column): Column | undefined => {
    if (col === 0) return canSelect(row) ? 0 : hasLink(row) ? 1 : undefined;
    return hasLink(row) ? 1 : canSelect(row) ? 0 : undefined;
  };

  const activeRow = Math.min(active.row, Math.max(rows.length - 1, 0));
  const activeCol = columnFor(rows[activeRow], active.col);

  const focusCell = useCallback((row: number, col: Column) => {
    setActive({ row, col });
    cells.current.get(`${row}:${col}`)?.focus();
  }, []);

  useImperativeHandle(ref, () => ({
    focus: () => {
      const col = columnFor(rows[activeRow], 1);
      if (col !== undefined) focusCell(activeRow, col);
    },
  }));

  /** Focuses the first focusable cell from row `to` on, going in `direction`. */
  const move = (to: number, col: Column, direction: 1 | -1) => {
    for (let index = Math.max(0, Math.min(rows.length - 1, to)); index >= 0 && index < rows.length; index += direction) {
      const target = columnFor(rows[index], col);
      if (target !== undefined) {
        focusCell(index, target);
        return;
      }
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number, col: Column) => {
    const row = rows[index];
    switch (event.key) {
      case 'ArrowDown':
        if (index < rows.length - 1) move(index + 1, col, 1);
        break;
      case 'ArrowUp':
        if (index === 0) onExitTop?.();
        else move(index - 1, col, -1);
        break;
      case 'PageDown':
        move(index + 10, col, -1);
        break;
      case 'PageUp':
        move(index - 10, col, 1);
        break;
      case 'Home':
        move(0, col, 1);
        break;
      case 'End':
        move(rows.length - 1, col, -1);
        break;
      case 'ArrowLeft':
        if (col === 1 && canSelect(row)) focusCell(index, 0);
        break;
      case 'ArrowRight':
        if (col === 0 && hasLink(row)) focusCell(index, 1);
        break;
      case ' ':
        // A checkbox handles Space itself; on a link, Space selects the row.
        if (col === 0) return;
        if (row && canSelect(row)) onToggle(row);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const setCell = (index: number, col: Column) => (node: HTMLElement | null) => {
    const key = `${index}:${col}`;
    if (node) cells.current.set(key, node);
    else cells.current.delete(key);
  };

  /**
   * Details of an instrument are fetched ahead when the pointer or focus rests on its link (only the
   * details: not the route's other data, and not for every row the arrow keys pass over).
   */
  const schedulePrefetch = (row: ResultRow) => {
    window.clearTimeout(prefetchTimer.current);
    if (row.kind !== 'instrument' || !row.pair) return;
    const { uic, assetType } = row.pair;
    prefetchTimer.current = window.setTimeout(() => void queryClient.prefetchQuery(refQueries.details(api, uic, assetType)), PREFETCH_DELAY_MS);
  };
  const cancelPrefetch = () => window.clearTimeout(prefetchTimer.current);
  useEffect(() => () => window.clearTimeout(prefetchTimer.current), []);

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        aria-label="Search results"
        aria-busy={stale}
        aria-describedby="results-keys"
        style={{ tableLayout: 'fixed', opacity: stale ? 0.55 : 1, transition: 'opacity 120ms' }}
        striped
      >
        <colgroup>
          <col style={{ width: 40 }} />
          <col style={{ width: '20%' }} />
          <col />
          <col style={{ width: '12%' }} />
          <col style={{ width: '17%' }} />
          <col style={{ width: 76 }} />
          <col style={{ width: 68 }} />
          <col style={{ width: 124 }} />
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <VisuallyHidden>Compare</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">Symbol</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col">Asset type</Table.Th>
            <Table.Th scope="col">Exchange</Table.Th>
            <Table.Th scope="col">Currency</Table.Th>
            <Table.Th scope="col">Country</Table.Th>
            <Table.Th scope="col">Summary type</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const checked = isSelected(row);
            const name = rowName(row);
            return (
              <Table.Tr key={row.key} bg={checked ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  {row.pair ? (
                    <Checkbox
                      ref={setCell(index, 0)}
                      tabIndex={activeRow === index && activeCol === 0 ? 0 : -1}
                      aria-label={`Select ${name} for comparison`}
                      checked={checked}
                      disabled={!canSelect(row)}
                      onChange={() => onToggle(row)}
                      onFocus={() => setActive({ row: index, col: 0 })}
                      onKeyDown={(event) => onKeyDown(event, index, 0)}
                    />
                  ) : (
                    <Tooltip label="Option roots have no instrument details to compare" withArrow>
                      <Text span c="dimmed" aria-hidden="true">
                        {MISSING}
                      </Text>
                    </Tooltip>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {row.target ? (
                      <AnchorLink
                        {...row.target}
                        // The router's preload would run the target's whole loader for every row passed over.
                        preload={false}
                        ref={setCell(index, 1)}
                        tabIndex={activeRow === index && activeCol === 1 ? 0 : -1}
                        aria-label={name}
                        className="mono"
                        fw={600}
                        size="sm"
                        truncate
                        // On the tinted background of a selected row, the darker tone keeps the contrast.
                        c={checked ? 'var(--mantine-primary-color-light-color)' : undefined}
                        onFocus={() => {
                          setActive({ row: index, col: 1 });
                          schedulePrefetch(row);
                        }}
                        onBlur={cancelPrefetch}
                        onMouseEnter={() => schedulePrefetch(row)}
                        onMouseLeave={cancelPrefetch}
                        onKeyDown={(event) => onKeyDown(event, index, 1)}
                      >
                        {row.symbol}
                      </AnchorLink>
                    ) : (
                      <Text size="sm" fw={600} className="mono" truncate>
                        {row.symbol}
                      </Text>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" truncate title={row.description}>
                    {row.description}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" truncate title={row.assetType || undefined}>
                    {row.assetTypeLabel}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {/* The exchange's id, and its name below in full (wrapped, not cut). */}
                  <Text size="sm" className="mono" lh={1.3}>
                    {row.exchangeId || MISSING}
                  </Text>
                  {row.exchangeName && (
                    <Text size="xs" c="dimmed" lh={1.3}>
                      {row.exchangeName}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td className="mono">{row.currency}</Table.Td>
                <Table.Td>
                  <span className="mono" title={row.countryNote}>
                    {row.country}
                  </span>
                </Table.Td>
                {/* The kind, once: a badge for option roots and futures spaces, plain text for instruments. */}
                <Table.Td>
                  {row.kind === 'instrument' ? (
                    <Text size="sm">{row.summaryType}</Text>
                  ) : (
                    <Badge size="sm" variant="light" tt="none" color={KIND_COLORS[row.kind]} style={{ overflow: 'visible' }}>
                      {row.kindLabel}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
