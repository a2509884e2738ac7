/**
 * The search page's question: the keywords (committed after a pause), the filters button with its count, the active
 * filters as a summary line while the panel is closed, and the panel itself.
 */
import { memo, useState, type KeyboardEvent, type RefObject } from 'react';
import { Badge, Button, CloseButton, Collapse, Group, Loader, Paper, TextInput } from '@mantine/core';
import { useBuiltWhenIdle } from '@/lib/use-built-when-idle';
import { useStableJson } from '@/lib/use-stable-json';
import { FilterPanel } from './FilterPanel';
import { describeFilters } from './recent-searches';
import { activeFilterCount, FILTER_FIELDS, type SearchUrl } from './url';

export interface KeywordsField {
  value: string;
  error: string | undefined;
  change: (value: string) => void;
  set: (value: string) => void;
}

interface Props {
  search: SearchUrl;
  keywords: KeywordsField;
  inputRef: RefObject<HTMLInputElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** A search is on its way: the field shows a spinner instead of its clear button. */
  fetching: boolean;
  onPatch: (patch: Partial<SearchUrl>, options?: { replace?: boolean }) => void;
  onRemoveFilters: () => void;
}

export function SearchBar({ search, keywords, inputRef, onKeyDown, fetching, onPatch, onRemoveFilters }: Props) {
  const filterCount = activeFilterCount(search);
  // Closed on arrival, even with filters in the address: the results come first, the active
  // filters show as a summary line under the search box, and the panel opens on demand.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filters = describeFilters(search);
  // The filters alone, the same object while they stay the same: the panel (many inputs) is not rendered again for
  // a keystroke, new keywords, a page or a selection.
  const filterSearch = useStableJson(Object.fromEntries(FILTER_FIELDS.map((field) => [field, search[field]])) as SearchUrl);

  return (
    <>
      <Group align="flex-end" wrap="nowrap" gap="sm">
        <TextInput
          ref={inputRef}
          type="search"
          label="Keywords"
          placeholder="Symbol, name or ISIN, e.g. AAPL or Royal Dutch"
          size="md"
          style={{ flex: 1 }}
          value={keywords.value}
          onChange={(event) => keywords.change(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={keywords.error}
          autoComplete="off"
          spellCheck={false}
          rightSectionPointerEvents="all"
          rightSection={
            fetching ? (
              // The result count says "Searching…" in words; the spinner is only its picture.
              <Loader size="xs" aria-hidden="true" />
            ) : keywords.value ? (
              <CloseButton aria-label="Clear keywords" onClick={() => keywords.set('')} />
            ) : null
          }
        />
        <Button
          size="md"
          variant={filtersOpen ? 'light' : 'default'}
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          rightSection={
            filterCount > 0 ? (
              <Badge size="sm" circle aria-label={`${filterCount} active`}>
                {filterCount}
              </Badge>
            ) : undefined
          }
        >
          Filters
        </Button>
      </Group>

      {!filtersOpen && filters.length > 0 && (
        <Group gap="xs" aria-label="Active filters" role="group">
          {filters.map((text) => (
            <Badge key={text} variant="light" color="gray" tt="none" fw={500}>
              {text}
            </Badge>
          ))}
          <Button variant="subtle" size="compact-xs" onClick={onRemoveFilters}>
            Remove filters
          </Button>
        </Group>
      )}

      <FiltersDrawer open={filtersOpen} search={filterSearch} onPatch={onPatch} onReset={onRemoveFilters} activeCount={filterCount} />
    </>
  );
}

/** Built hidden once the page is idle (or when first opened), so that opening the filters only shows them. */
const FiltersDrawer = memo(function FiltersDrawer(props: { open: boolean; search: SearchUrl; onPatch: Props['onPatch']; onReset: () => void; activeCount: number }) {
  const built = useBuiltWhenIdle();
  return (
    <Collapse expanded={props.open} id="search-filters" keepMountedMode="display-none">
      {(built || props.open) && (
        <Paper withBorder p="md" component="section" aria-label="Filters">
          <FilterPanel search={props.search} onPatch={props.onPatch} onReset={props.onReset} activeCount={props.activeCount} />
        </Paper>
      )}
    </Collapse>
  );
});
