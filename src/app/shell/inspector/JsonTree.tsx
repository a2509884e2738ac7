/**
 * An answer as a tree (the ARIA tree pattern): each object, array and range of an array opens and closes on its
 * own or all at once; a search finds keys and values, counts them, marks those in sight and opens the way to the
 * current one (Enter and Shift+Enter in the box, or Next and Previous); the selected node's path and value copy.
 * Keys: Up and Down move, Right opens or goes to the first child, Left closes or goes to the parent, Home and End,
 * Enter or Space open and close. Only the open rows are drawn, PAGE at a time, so a 2 MB answer opens at once.
 * See json-tree.ts. Service data: every key and value is rendered as text.
 */
import { Fragment, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { clipboardOf } from '@/lib/clipboard';
import { ancestorsOf, copiedValue, formatPath, openAll, primitiveText, searchTree, summaryOf, toggle, visibleRows, type Openness, type TreeRow } from './json-tree';
import classes from './JsonTree.module.css';

/** Rows drawn at first, and added by "Show more rows". */
const PAGE = 400;
/** Characters of a long string shown in its row (the copy holds all of it). */
const SHOWN_TEXT = 300;

/** `text` with each occurrence of `needle` (in any case) marked. */
function Marked({ text, needle }: { text: string; needle: string }) {
  if (!needle) return <>{text}</>;
  const lower = text.toLowerCase();
  const parts: ReactNode[] = [];
  let at = 0;
  for (let found = lower.indexOf(needle); found !== -1 && parts.length < 40; found = lower.indexOf(needle, at)) {
    parts.push(<Fragment key={`t${found}`}>{text.slice(at, found)}</Fragment>, <mark key={`m${found}`}>{text.slice(found, found + needle.length)}</mark>);
    at = found + needle.length;
  }
  parts.push(<Fragment key="rest">{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}

function rowValue(row: TreeRow): unknown {
  if (row.kind !== 'range') return row.value;
  const [from, to] = row.id
    .slice(row.id.lastIndexOf('#') + 1)
    .split('-')
    .map(Number) as [number, number];
  return (row.value as unknown[]).slice(from, to + 1);
}

export function JsonTree({ value, label }: { value: unknown; label: string }) {
  const [openness, setOpenness] = useState<Openness>({ depth: 2, all: false, toggled: new Set() });
  const [query, setQuery] = useState('');
  const needle = useDeferredValue(query).trim().toLowerCase();
  const search = useMemo(() => searchTree(value, needle), [value, needle]);
  // The current match, for the search it belongs to; revealed (its ancestors open) until the reader closes a node.
  const [position, setPosition] = useState({ needle: '', index: 0, revealed: false });
  const index = position.needle === needle ? position.index : 0;
  const current = search.matches[index];
  const revealed = position.needle === needle ? position.revealed : search.matches.length > 0;
  const shownOpenness = useMemo(() => (revealed && current ? openAll(openness, ancestorsOf(value, current.segments)) : openness), [revealed, current, openness, value]);
  const rows = useMemo(() => visibleRows(value, shownOpenness), [value, shownOpenness]);
  const matchIds = useMemo(() => new Set(search.matches.map((match) => match.id)), [search]);
  const [selected, setSelected] = useState('$');
  const [limit, setLimit] = useState(PAGE);
  const [message, setMessage] = useState('');
  const [focusNext, setFocusNext] = useState(false);
  const tree = useRef<HTMLDivElement>(null);
  const searchId = useId();

  const selectedIndex = Math.max(
    0,
    rows.findIndex((row) => row.id === selected),
  );
  const currentIndex = current ? rows.findIndex((row) => row.id === current.id) : -1;
  // Drawn: a page of rows, more on demand, and always as far as the selected row and the current match.
  const drawn = Math.min(rows.length, Math.max(limit, selectedIndex + 1, currentIndex + 1));
  const selectedRow = rows[selectedIndex];

  useEffect(() => {
    // Moved with the keys: the focus follows the selection.
    if (!focusNext) return;
    tree.current?.querySelector<HTMLElement>(`[data-index="${selectedIndex}"]`)?.focus();
  }, [focusNext, selectedIndex]);
  useEffect(() => {
    if (currentIndex >= 0) tree.current?.querySelector<HTMLElement>(`[data-index="${currentIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [currentIndex]);

  // A change of openness made by the reader keeps what is shown now (the current match's way included).
  const change = (next: Openness) => {
    setOpenness(next);
    setPosition({ needle, index, revealed: false });
  };
  const go = (step: number) => {
    const count = search.matches.length;
    if (count === 0) return;
    const next = (index + step + count) % count;
    setPosition({ needle, index: next, revealed: true });
    const match = search.matches[next];
    if (match) setSelected(match.id);
  };
  const onTreeKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rows[selectedIndex];
    if (!row) return;
    let target: number | undefined;
    switch (event.key) {
      case 'ArrowDown':
        target = Math.min(rows.length - 1, selectedIndex + 1);
        break;
      case 'ArrowUp':
        target = Math.max(0, selectedIndex - 1);
        break;
      case 'Home':
        target = 0;
        break;
      case 'End':
        target = rows.length - 1;
        break;
      case 'ArrowRight':
        if (row.expandable && !row.expanded) change(toggle(shownOpenness, row.id));
        else if (row.expanded) target = selectedIndex + 1;
        break;
      case 'ArrowLeft':
        if (row.expanded) change(toggle(shownOpenness, row.id));
        else if (row.parentId) target = rows.findIndex((candidate) => candidate.id === row.parentId);
        break;
      case 'Enter':
      case ' ':
        if (row.expandable) change(toggle(shownOpenness, row.id));
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target !== undefined && rows[target]) {
      setSelected((rows[target] as TreeRow).id);
      if (target >= limit) setLimit(target + PAGE);
    }
    setFocusNext(true);
  };
  const copy = (what: 'path' | 'value', from: Element) => {
    if (!selectedRow) return;
    const path = formatPath(selectedRow.segments);
    const text = what === 'path' ? path : copiedValue(rowValue(selectedRow));
    const name = path || 'the answer';
    const clipboard = clipboardOf(from);
    if (!clipboard) setMessage('The clipboard is not available here.');
    else
      clipboard.writeText(text).then(
        () => setMessage(what === 'path' ? `Path ${name} copied.` : `Value of ${name} copied.`),
        () => setMessage('The clipboard refused it.'),
      );
  };

  const count = search.matches.length;
  const status = !needle
    ? ''
    : count === 0
      ? 'No match'
      : `Match ${index + 1} of ${count.toLocaleString('en-US')}${search.more ? '+' : ''}${current ? `: ${formatPath(current.segments) || 'the answer'}` : ''}`;

  return (
    <div className={classes.box}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          id={searchId}
          type="search"
          size="xs"
          label="Search the answer"
          description="Keys and values; Enter: next, Shift+Enter: previous"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            go(event.shiftKey ? -1 : 1);
          }}
          style={{ flex: '1 1 12rem' }}
        />
        <Button size="compact-sm" variant="default" disabled={count === 0} onClick={() => go(-1)}>
          Previous match
        </Button>
        <Button size="compact-sm" variant="default" disabled={count === 0} onClick={() => go(1)}>
          Next match
        </Button>
      </Group>
      {/* Announced as it changes (a live region, not a status role: a request's own status stays its copy message). */}
      <Text size="xs" aria-live="polite" mt={4}>
        {status}
      </Text>
      <Group gap="xs" mt={4} wrap="wrap">
        <Button size="compact-sm" variant="default" onClick={() => change({ depth: 1, all: true, toggled: new Set() })}>
          Expand all
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => change({ depth: 0, all: false, toggled: new Set() })}>
          Collapse all
        </Button>
        <Button size="compact-sm" variant="default" onClick={(event) => copy('path', event.currentTarget)}>
          Copy path
        </Button>
        <Button size="compact-sm" variant="default" onClick={(event) => copy('value', event.currentTarget)}>
          Copy value
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
        Selected: <span className="mono">{selectedRow ? formatPath(selectedRow.segments) || '(the answer)' : ''}</span>
      </Text>
      <Text size="xs" aria-live="polite" c="dimmed">
        {message}
      </Text>
      <div className={classes.scroll}>
        {/* The rows take the focus in turn (a roving tab stop); the tree hears their keys. */}
        <div ref={tree} role="tree" tabIndex={-1} aria-label={label} className={`${classes.tree} mono`} onKeyDown={onTreeKey}>
          {rows.slice(0, drawn).map((row, at) => {
            const isMatch = matchIds.has(row.id);
            const text = row.expandable
              ? row.expanded
                ? ''
                : summaryOf(row.kind, row.size)
              : row.kind === 'object'
                ? '{}'
                : row.kind === 'array'
                  ? '[]'
                  : primitiveText(row.kind, row.value);
            const shown = text.length > SHOWN_TEXT ? `${text.slice(0, SHOWN_TEXT)}…` : text;
            return (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the tree handles the keys of its rows (onTreeKey)
              <div
                key={row.id}
                role="treeitem"
                data-index={at}
                tabIndex={row.id === selectedRow?.id ? 0 : -1}
                aria-level={row.level}
                aria-posinset={row.posinset}
                aria-setsize={row.setsize}
                aria-expanded={row.expandable ? row.expanded : undefined}
                aria-selected={row.id === selectedRow?.id}
                data-match={isMatch || undefined}
                data-current={row.id === current?.id || undefined}
                className={classes.row}
                style={{ paddingInlineStart: `calc(${row.level - 1} * 1rem + 1.1rem)` }}
                onClick={() => {
                  setSelected(row.id);
                  if (row.expandable) change(toggle(shownOpenness, row.id));
                }}
                onFocus={() => setFocusNext(false)}
              >
                <span aria-hidden="true" className={classes.twisty}>
                  {row.expandable ? (row.expanded ? '▾' : '▸') : ''}
                </span>
                {row.label === undefined ? (
                  <span className={classes.key}>(the answer) </span>
                ) : (
                  <span className={classes.key}>
                    <Marked text={row.label} needle={isMatch ? needle : ''} />:{' '}
                  </span>
                )}
                <span data-kind={row.kind} className={classes.value}>
                  <Marked text={shown} needle={isMatch ? needle : ''} />
                </span>
              </div>
            );
          })}
        </div>
      </div>
      {drawn < rows.length && (
        <Button size="compact-sm" variant="subtle" mt={4} onClick={() => setLimit(drawn + PAGE)}>
          Show more rows ({drawn.toLocaleString('en-US')} of {rows.length.toLocaleString('en-US')} shown)
        </Button>
      )}
    </div>
  );
}
