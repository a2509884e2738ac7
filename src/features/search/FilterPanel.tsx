/**
 * Every filter of the instrument search (4.1). Lists and switches apply at
 * once; typed values apply after a short pause, on Enter or when leaving the
 * field. Values the service may not know (an exchange id, an asset type
 * added later) can always be typed.
 */
import { memo, useMemo, useState } from 'react';
import {
  Autocomplete,
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  type ComboboxItem,
  type ComboboxParsedItem,
} from '@mantine/core';
import { KNOWN_ASSET_TYPES } from '@/api/types';
import { enumLabel } from '@/lib/format';
import { checkExchange, checkKey, checkWholeNumbers, errorOf, type Checked } from '@/lib/input-checks';
import { decodeUics, encodeUics, parseList } from '@/lib/search-params';
import { EXCHANGES, exchangeEntry, isMic } from '@/model/exchanges';
import { RANGES, type SearchUrl } from './url';
import { useDraft } from '@/lib/use-draft';

type Patch = Partial<SearchUrl>;

interface Props {
  /** The address's filters (the panel reads no other field). */
  search: SearchUrl;
  onPatch: (patch: Patch, options?: { replace?: boolean }) => void;
  onReset: () => void;
  activeCount: number;
}

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A long list of options scrolls in the listbox itself rather than in a scroll area inside it: the
 * combobox's popup, which the arrow keys move through, is then the scrolling region (a scroll area
 * inside would be a region keyboard users cannot reach).
 */
const LIST_PROPS = { withScrollArea: false, styles: { options: { maxHeight: 280, overflowY: 'auto' } } } as const;

/** Whether the arrow keys highlighted an option of the input's list (Enter then takes that one). */
function hasHighlightedOption(input: HTMLInputElement): boolean {
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  return list?.querySelector('[data-combobox-selected]') != null;
}

/** An exchange option matches its id, its name or one of its MICs. */
function matchesExchange(id: string, search: string): boolean {
  const entry = exchangeEntry(id);
  return matchesSearch({ value: id, label: [id, entry?.name, ...(entry?.mics ?? [])].join(' ') }, search);
}

/** What the exchange field's value asks for. */
function exchangeHint(text: string): string {
  const entry = exchangeEntry(text);
  if (!entry) return 'An exchange id (PAR) or a MIC (xpar)';
  if (isMic(text)) return `MIC ${text.trim().toLowerCase()}: searches ${entry.id}, ${entry.name}`;
  return entry.mics.length ? `${entry.name} · MIC ${entry.mics.join(', ')}` : entry.name;
}

function matchesSearch(item: ComboboxParsedItem, search: string): boolean {
  if (!('value' in item)) return true;
  const needle = search.trim().toLowerCase();
  return !needle || item.value.toLowerCase().includes(needle) || item.label.toLowerCase().includes(needle);
}

/** Rendered again only when a filter, the handlers or the count change (not for each keystroke or result page). */
export const FilterPanel = memo(function FilterPanel({ search, onPatch, onReset, activeCount }: Props) {
  const selectedTypes = parseList(search.types);
  const typeOptions = useMemo<ComboboxItem[]>(() => {
    const names: string[] = [...KNOWN_ASSET_TYPES];
    for (const type of parseList(search.types)) if (!names.includes(type)) names.push(type);
    return names.map((name) => {
      const label = enumLabel(name);
      // Show the service's name where the label does not spell it (Futures: ContractFutures).
      return { value: name, label: label.replace(/[\s-]/g, '').toLowerCase() === name.toLowerCase() ? label : `${label} (${name})` };
    });
  }, [search.types]);

  const [typeSearch, setTypeSearch] = useState('');
  const typeMatches = typeOptions.filter((item) => matchesSearch(item, typeSearch));

  // A typed value the service cannot take stays in its field with a note and is not sent.
  const typed =
    <T,>(check: (text: string) => Checked<T>, patch: (value: T) => Patch) =>
    (text: string) => {
      const checked = check(text);
      if (checked.ok) onPatch(patch(checked.value), { replace: true });
    };
  const exchange = useDraft(
    search.ex ?? '',
    typed(checkExchange, (ex) => ({ ex })),
  );
  // Tags go as typed: the service takes one, and says so when given more.
  const tag = useDraft(search.tag ?? '', (value) => onPatch({ tag: value.trim() || undefined }, { replace: true }));
  const account = useDraft(
    search.account ?? '',
    typed(
      (text) => checkKey(text, 'An account key'),
      (account) => ({ account }),
    ),
  );
  const uicsText = search.uics === undefined ? '' : decodeUics(search.uics).join(', ');
  const uics = useDraft(
    uicsText,
    typed(checkWholeNumbers, (list) => ({ uics: encodeUics(list) })),
    { normalize: (value) => parseList(value).join(',') },
  );

  const multileg = search.multileg === undefined ? 'any' : String(search.multileg);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
        <MultiSelect
          label="Asset types"
          placeholder={selectedTypes.length ? undefined : 'Any asset type'}
          data={typeOptions}
          value={selectedTypes}
          onChange={(value) => onPatch({ types: value.length ? value.join(',') : undefined })}
          filter={({ options, search: text }) => options.filter((item) => matchesSearch(item, text))}
          searchValue={typeSearch}
          onSearchChange={setTypeSearch}
          onKeyDown={(event) => {
            // Enter takes the one option a filter leaves; with several, Enter takes the one highlighted by the arrow keys.
            const only = typeMatches.length === 1 ? typeMatches[0] : undefined;
            if (event.key !== 'Enter' || !only || !typeSearch.trim() || hasHighlightedOption(event.currentTarget)) return;
            event.preventDefault();
            if (!selectedTypes.includes(only.value)) onPatch({ types: [...selectedTypes, only.value].join(',') });
            setTypeSearch('');
          }}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Clear asset types' }}
          nothingFoundMessage="No such asset type"
          {...LIST_PROPS}
          description="One row per requested type an instrument trades as"
        />
        <Autocomplete
          label="Exchange"
          placeholder="Any exchange (id or MIC)"
          data={EXCHANGES.map((entry) => entry.id)}
          {...exchange.field}
          onChange={exchange.change}
          onOptionSubmit={(value) => exchange.set(value)}
          filter={({ options, search: text }) => options.filter((item) => !('value' in item) || matchesExchange(item.value, text))}
          renderOption={({ option }) => {
            const entry = exchangeEntry(option.value);
            return (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" className="mono" fw={600}>
                  {option.value}
                </Text>
                <Text size="xs" c="dimmed">
                  {entry?.name}
                  {entry?.mics.length ? ` · MIC ${entry.mics.join(', ')}` : ''}
                </Text>
              </Group>
            );
          }}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear exchange' }}
          onClear={() => exchange.set('')}
          description={exchangeHint(exchange.value)}
          error={errorOf(checkExchange(exchange.value))}
          {...LIST_PROPS}
        />
        <TextInput label="Tag" placeholder="e.g. a display hint such as Etf" {...tag.field} description="One tag; the service supports a single one" />
        <Checkbox.Group
          label="Class"
          description="Complexity class; none ticked: both"
          value={parseList(search.class)}
          onChange={(value) => onPatch({ class: value.length ? value.join(',') : undefined })}
        >
          <Group gap="md" mt={6}>
            <Checkbox value="Complex" label="Complex" />
            <Checkbox value="NonComplex" label="Non-complex" />
          </Group>
        </Checkbox.Group>
        <TextInput
          label="Uics"
          placeholder="e.g. 211, 21"
          {...uics.field}
          error={errorOf(checkWholeNumbers(uics.value))}
          description="Only these instruments"
          inputMode="numeric"
        />
        <TextInput
          label="Account key"
          placeholder="Optional AccountKey"
          {...account.field}
          error={errorOf(checkKey(account.value, 'An account key'))}
          description="Evaluates permissions for this account"
          classNames={{ input: 'mono' }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="multileg-label">
            Multi-leg orders
          </Text>
          <SegmentedControl
            aria-labelledby="multileg-label"
            value={multileg}
            onChange={(value) => onPatch({ multileg: value === 'any' ? undefined : value === 'true' })}
            data={[
              { value: 'any', label: 'Any' },
              { value: 'true', label: 'Capable' },
              { value: 'false', label: 'Not capable' },
            ]}
          />
          <Text size="xs" c="dimmed">
            Applies to option roots
          </Text>
        </Stack>
        <Stack gap={4} justify="center">
          <Switch
            label="Include non-tradable"
            aria-describedby="nontradable-hint"
            checked={search.nontradable === true}
            onChange={(event) => onPatch({ nontradable: event.currentTarget.checked ? true : undefined })}
          />
          <Text size="xs" c="dimmed" id="nontradable-hint">
            Indices and suspended instruments, for example
          </Text>
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {RANGES.map((range) => (
          <RangeFields key={range.label} range={range} search={search} onPatch={onPatch} />
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          Value change filters depend on the broker&apos;s data licences; instruments without such data are left out when one is set.
        </Text>
        <Button variant="subtle" size="xs" onClick={onReset} disabled={activeCount === 0}>
          Reset filters
        </Button>
      </Group>
    </Stack>
  );
});

const PERCENT = (
  <Text span size="sm" c="dimmed" aria-hidden="true">
    %
  </Text>
);

function RangeFields({ range, search, onPatch }: { range: (typeof RANGES)[number]; search: SearchUrl; onPatch: Props['onPatch'] }) {
  const toText = (value: number | undefined) => (value === undefined ? '' : String(value));
  const commit = (field: 'from' | 'to') => (value: string) => {
    const text = value.trim();
    if (text === '') onPatch({ [range[field]]: undefined }, { replace: true });
    else if (NUMBER_TEXT.test(text) && Number.isFinite(Number(text))) onPatch({ [range[field]]: Number(text) }, { replace: true });
  };
  const normalize = (value: string) => (NUMBER_TEXT.test(value.trim()) ? String(Number(value.trim())) : value.trim());
  const from = useDraft(toText(search[range.from]), commit('from'), { normalize });
  const to = useDraft(toText(search[range.to]), commit('to'), { normalize });
  const fromNumber = Number(from.value);
  const toNumber = Number(to.value);
  const inverted = from.value.trim() !== '' && to.value.trim() !== '' && Number.isFinite(fromNumber) && Number.isFinite(toNumber) && fromNumber > toNumber;
  return (
    <Fieldset legend={`${range.label} total value change (%)`} variant="unstyled" p={0}>
      <Group grow gap="xs" align="flex-start">
        <NumberInput
          label="From"
          placeholder="No minimum"
          {...from.field}
          onChange={(value) => from.change(String(value))}
          decimalScale={4}
          hideControls
          rightSection={PERCENT}
          rightSectionPointerEvents="none"
        />
        <NumberInput
          label="To"
          placeholder="No maximum"
          {...to.field}
          onChange={(value) => to.change(String(value))}
          decimalScale={4}
          hideControls
          rightSection={PERCENT}
          rightSectionPointerEvents="none"
          error={inverted ? 'Below “From”: nothing can match' : undefined}
        />
      </Group>
    </Fieldset>
  );
}
