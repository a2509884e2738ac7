/**
 * The inbox's filters, fed by the lookup (4.10): mandatory/voluntary, event
 * types, asset types, event states, election statuses, keywords, the four
 * date ranges and lapsed events. Every change goes to the address at once
 * (keywords on Enter or when leaving the field). Keywords and mandatory or
 * voluntary stay in view; the rest open in a drawer. In every multi-select,
 * typing highlights the first match, so Enter picks a single match.
 */
import '@mantine/dates/styles.css';
// The drawer's look, loaded with the inbox (after the shared ModalBase styles of the first load).
import '@mantine/core/styles/Drawer.css';
import { memo, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Drawer, Group, MultiSelect, SegmentedControl, Stack, Switch, Text, TextInput, type ComboboxItem, type ComboboxLikeRenderOptionInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { LookupEntry } from '@/api/types';
import { clean, enumLabel } from '@/lib/format';
import { checkKeywords, errorOf } from '@/lib/input-checks';
import { parseList } from '@/lib/search-params';
import { codeBook, explainEnum, lookupDescription } from '@/features/corporate-actions/model/codes';
import { DATE_RANGES, ELECTION_STATUSES, FILTER_FIELDS, LIST_EVENT_STATES, activeFilterCount, type InboxSearch } from '@/features/corporate-actions/url';

interface Props {
  search: InboxSearch;
  onChange: (patch: Partial<InboxSearch>) => void;
  lookup: LookupEntry[] | undefined;
  lookupError: boolean;
  /** A phone's first screen: keywords and the drawer's button only, mandatory or voluntary in the drawer. */
  compact?: boolean;
}

function lookupItems(lookup: LookupEntry[] | undefined, group: string, selected: string[], withCode: boolean): ComboboxItem[] {
  // The relevant types (EventTypes), or every known one (AllEventTypes) when that is what was asked for.
  const entries = (lookup ?? []).find((entry) => clean(entry.FieldGroup) === group || clean(entry.FieldGroup) === `All${group}`)?.Values ?? [];
  const items: ComboboxItem[] = [];
  for (const value of Array.isArray(entries) ? entries : []) {
    const code = clean(value?.Code);
    if (!code || items.some((item) => item.value === code)) continue;
    const name = clean(value.Name) ?? clean(value.Description);
    items.push({ value: code, label: withCode && name ? `${name} (${code})` : (name ?? code) });
  }
  for (const code of selected) if (!items.some((item) => item.value === code)) items.push({ value: code, label: lookup ? `${code} (not in the service’s list)` : code });
  return items;
}

/** Each option with what it means under its name: read while the list is open, by pointer or by the arrow keys. */
function explained(explain: (value: string) => string | undefined): (input: ComboboxLikeRenderOptionInput<ComboboxItem>) => ReactNode {
  return function ExplainedOption({ option }) {
    const text = explain(option.value);
    return (
      <div>
        <div>{option.label}</div>
        {text && (
          <Text size="xs" c="dimmed">
            {text}
          </Text>
        )}
      </div>
    );
  };
}

const list = (values: string[]) => (values.length ? values.join(',') : undefined);
/** Every filter list: typed to narrow, Enter picks the single match left, and a clear button. */
const PICKER = { searchable: true, selectFirstOptionOnChange: true, clearable: true } as const;

/** Re-renders only when its own fields of the address change (not on a sort, a page or another tab). */
export const FilterBar = memo(
  FilterBarFields,
  (before, after) =>
    before.onChange === after.onChange &&
    before.lookup === after.lookup &&
    before.lookupError === after.lookupError &&
    before.compact === after.compact &&
    before.search.allTypes === after.search.allTypes &&
    FILTER_FIELDS.every((field) => before.search[field] === after.search[field]),
);

/**
 * One line: keywords, mandatory or voluntary, and a button to the other filters, which open in a drawer (the list
 * keeps the first screen). The number of filters in use shows on the button.
 */
function FilterBarFields(props: Props) {
  const [open, setOpen] = useState(false);
  const { search, onChange, compact = false } = props;
  const active = activeFilterCount(search);
  const inDrawer = active - (search.q !== undefined ? 1 : 0) - (search.kind !== undefined && !compact ? 1 : 0);
  return (
    <Group component="section" aria-label="Filters" gap="sm" align="flex-end" wrap={compact ? 'nowrap' : 'wrap'} style={compact ? { flex: 1, minWidth: 0 } : undefined}>
      <Keywords key={search.q ?? ''} value={search.q ?? ''} onApply={(q) => onChange({ q })} compact={compact} />
      {!compact && <KindControl search={search} onChange={onChange} />}
      <Button variant={inDrawer > 0 ? 'light' : 'default'} onClick={() => setOpen(true)} aria-haspopup="dialog" px={compact ? 'sm' : undefined}>
        {compact ? (inDrawer > 0 ? `Filters (${inDrawer})` : 'Filters') : inDrawer > 0 ? `More filters (${inDrawer} in use)` : 'More filters'}
      </Button>
      {active > 0 && !compact && (
        <Button variant="subtle" onClick={() => onChange(CLEARED)}>
          {`Clear ${active} ${active === 1 ? 'filter' : 'filters'}`}
        </Button>
      )}
      <Drawer opened={open} onClose={() => setOpen(false)} title="Filters" position="right" size="md" closeButtonProps={{ 'aria-label': 'Close filters' }}>
        {compact && (
          <Stack gap="sm" mb="sm">
            <KindControl search={search} onChange={onChange} />
            {active > 0 && (
              <Button variant="subtle" onClick={() => onChange(CLEARED)}>
                {`Clear ${active} ${active === 1 ? 'filter' : 'filters'}`}
              </Button>
            )}
          </Stack>
        )}
        <Fields {...props} />
      </Drawer>
    </Group>
  );
}

function KindControl({ search, onChange }: Pick<Props, 'search' | 'onChange'>) {
  const kinds = parseList(search.kind);
  const kind = kinds.length === 1 ? (kinds[0] as string) : 'all';
  const labelId = `${useId()}-kind`;
  return (
    <div>
      <Text size="sm" fw={500} id={labelId} mb={4}>
        Mandatory or voluntary
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={kind}
        onChange={(value) => onChange({ kind: value === 'all' ? undefined : value })}
        data={[
          { value: 'all', label: 'Both' },
          { value: 'Mandatory', label: 'Mandatory' },
          { value: 'Voluntary', label: 'Voluntary' },
        ]}
      />
    </div>
  );
}

const CLEARED: Partial<InboxSearch> = Object.fromEntries(FILTER_FIELDS.map((field) => [field, undefined]));

function Fields({ search, onChange, lookup, lookupError }: Props) {
  const typeBook = codeBook(lookup, 'eventType');
  const assetBook = codeBook(lookup, 'assetType');
  const types = parseList(search.types);
  const assets = parseList(search.assets);
  const states = parseList(search.states);
  const elections = parseList(search.elections);
  return (
    <Stack gap="sm">
      <MultiSelect
        label="Event types"
        placeholder={types.length ? undefined : 'Any type'}
        data={lookupItems(lookup, 'EventTypes', types, true)}
        renderOption={explained((code) => lookupDescription(typeBook, code))}
        value={types}
        {...PICKER}
        nothingFoundMessage={lookupError ? 'The list of types could not be loaded' : 'No such type'}
        onChange={(values) => onChange({ types: list(values) })}
      />
      <MultiSelect
        label="Asset types"
        placeholder={assets.length ? undefined : 'Any asset type'}
        data={lookupItems(lookup, 'AssetTypes', assets, false)}
        renderOption={explained((code) => lookupDescription(assetBook, code))}
        value={assets}
        {...PICKER}
        nothingFoundMessage="No such asset type"
        onChange={(values) => onChange({ assets: list(values) })}
      />
      <MultiSelect
        label="Event states"
        placeholder={states.length ? undefined : 'Any listed state'}
        data={[...new Set([...LIST_EVENT_STATES, ...states])].map((value) => ({ value, label: enumLabel(value) }))}
        renderOption={explained((value) => explainEnum('state', value)?.text)}
        value={states}
        {...PICKER}
        nothingFoundMessage="No such state"
        onChange={(values) => onChange({ states: list(values) })}
      />
      <MultiSelect
        label="Election statuses"
        placeholder={elections.length ? undefined : 'Any'}
        data={ELECTION_STATUSES.map((value) => ({ value, label: enumLabel(value) }))}
        renderOption={explained((value) => explainEnum('election', value)?.text)}
        value={elections}
        {...PICKER}
        nothingFoundMessage="No such status"
        onChange={(values) => onChange({ elections: list(values) })}
      />
      {DATE_RANGES.map((range) => (
        <DateRange
          key={`${range.key}:${search[range.from] ?? ''}:${search[range.to] ?? ''}`}
          label={`${range.label} from – to`}
          from={search[range.from]}
          to={search[range.to]}
          onApply={(from, to) => onChange({ [range.from]: from, [range.to]: to })}
        />
      ))}
      <Switch
        label="Offer every known event and asset type, not only those held"
        checked={search.allTypes === true}
        onChange={(event) => onChange({ allTypes: event.currentTarget.checked ? true : undefined })}
      />
      <Switch
        label="Include lapsed events (deadline passed without an election)"
        checked={search.lapsed === true}
        onChange={(event) => onChange({ lapsed: event.currentTarget.checked ? true : undefined })}
      />
    </Stack>
  );
}

function Keywords({ value, onApply, compact }: { value: string; onApply: (value: string | undefined) => void; compact: boolean }) {
  const [draft, setDraft] = useState(value);
  const checked = checkKeywords(draft);
  // Keywords the service cannot take (too long) stay in the field with a note and are not sent.
  const apply = () => {
    if (checked.ok && checked.value !== (value || undefined)) onApply(checked.value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  return (
    <form onSubmit={submit} role="search" aria-label="Keywords" style={compact ? { flex: 1, minWidth: 0 } : undefined}>
      <TextInput
        label="Keywords"
        placeholder="Instrument name, ISIN or symbol"
        w={compact ? '100%' : { base: '100%', xs: 260 }}
        value={draft}
        error={errorOf(checked)}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={apply}
        type="search"
      />
    </form>
  );
}

/** A date range; applies once both ends are picked, or when cleared. */
function DateRange({
  label,
  from,
  to,
  onApply,
}: {
  label: string;
  from: string | undefined;
  to: string | undefined;
  onApply: (from: string | undefined, to: string | undefined) => void;
}) {
  const [value, setValue] = useState<[string | null, string | null]>([from ?? null, to ?? null]);
  // The picker's dialog is labelled by its popover's id: that id is given to the field's label, so the dialog bears the field's name.
  const labelId = `${useId()}-label`;
  return (
    <DatePickerInput
      type="range"
      label={label}
      labelProps={{ id: labelId }}
      popoverProps={{ id: labelId }}
      valueFormat="DD MMM YYYY"
      clearable
      allowSingleDateInRange
      value={value}
      onChange={(next) => {
        const [start, end] = next;
        setValue([start, end]);
        if ((start && end) || (!start && !end)) onApply(start ?? undefined, end ?? undefined);
      }}
    />
  );
}
