/**
 * The chain's view controls: sides, strike window, reference price, stacked expiries, CSV export. One line on a
 * desktop, held under the page's header while the page scrolls, right above the grid's column header.
 */
import { memo, useRef, useState, type Ref } from 'react';
import { CloseButton, Group, NumberInput, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { HeldButton } from '@/components/HeldButton';
import { checkPrice, errorOf } from '@/lib/input-checks';
import { DEFAULT_WINDOW, type WindowSize } from './chain-model';
import type { ChainSearch, Side } from './url';
import classes from './ChainToolbar.module.css';

const WINDOW_CHOICES = [1, 2, 3, 5, 10, 15, 20, 25, 50, 100];

interface ChainToolbarProps {
  referencePrice: number | undefined;
  side: Side;
  size: WindowSize;
  stacked: boolean;
  canExport: boolean;
  onSearchChange: (patch: Partial<ChainSearch>) => void;
  onStacked: (on: boolean) => void;
  onExport: () => void;
  /** The toolbar's box (its height: the room it takes above the grid while it sticks). */
  boxRef?: Ref<HTMLDivElement> | undefined;
}

export const ChainToolbar = memo(function ChainToolbar({ referencePrice, side, size, stacked, canExport, onSearchChange, onStacked, onExport, boxRef }: ChainToolbarProps) {
  const [price, setPrice] = useState<string | number>(referencePrice ?? '');
  const priceRef = useRef<HTMLInputElement>(null);
  const [seenRef, setSeenRef] = useState(referencePrice);
  if (seenRef !== referencePrice) {
    setSeenRef(referencePrice);
    setPrice(referencePrice ?? '');
  }
  // A price that is not above zero stays in the field with a note; the chain keeps its reference.
  const [priceError, setPriceError] = useState<string | undefined>(undefined);
  const commitPrice = (value: string | number) => {
    const checked = checkPrice(value, 'The reference price');
    setPriceError(errorOf(checked));
    if (checked.ok && checked.value !== referencePrice) onSearchChange({ ref: checked.value });
  };
  const debouncedCommit = useDebouncedCallback(commitPrice, 400);
  const commitNow = (value: string | number) => {
    debouncedCommit.cancel();
    commitPrice(value);
  };
  const windowChoices = [...WINDOW_CHOICES];
  if (typeof size === 'number' && !windowChoices.includes(size)) windowChoices.push(size);
  windowChoices.sort((a, b) => a - b);

  return (
    <div ref={boxRef} className={classes.toolbar}>
      <Group gap="md" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Text size="xs" fw={500} id="chain-side-label">
            Sides
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby="chain-side-label"
            value={side}
            onChange={(value) => onSearchChange({ side: value === 'both' ? undefined : (value as Side) })}
            data={[
              { value: 'calls', label: 'Calls' },
              { value: 'both', label: 'Both' },
              { value: 'puts', label: 'Puts' },
            ]}
          />
        </Stack>
        <Select
          label="Strike window"
          size="xs"
          w={140}
          allowDeselect={false}
          value={String(size)}
          onChange={(value) => {
            if (!value) return;
            const next: WindowSize = value === 'all' ? 'all' : Number(value);
            onSearchChange({ window: next === DEFAULT_WINDOW ? undefined : next });
          }}
          data={[...windowChoices.map((value) => ({ value: String(value), label: `± ${value} strikes` })), { value: 'all', label: 'All strikes' }]}
        />
        <NumberInput
          label="Reference price"
          ref={priceRef}
          size="xs"
          w={160}
          min={0}
          allowNegative={false}
          decimalScale={6}
          hideControls
          value={price}
          error={priceError}
          onChange={(value) => {
            setPrice(value);
            setPriceError(undefined);
            debouncedCommit(value);
          }}
          onBlur={() => commitNow(price)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitNow(price);
          }}
          rightSection={
            price !== '' ? (
              <CloseButton
                size="sm"
                aria-label="Clear the reference price"
                onClick={() => {
                  // A commit still waiting from the typing would bring the price back after the clear.
                  debouncedCommit.cancel();
                  setPrice('');
                  setPriceError(undefined);
                  onSearchChange({ ref: undefined });
                  // The button goes with the price: the field takes the focus.
                  priceRef.current?.focus();
                }}
              />
            ) : null
          }
        />
        <Switch size="sm" label="Stacked expiries" checked={stacked} onChange={(event) => onStacked(event.currentTarget.checked)} mb={6} />
        <HeldButton size="xs" variant="default" onClick={onExport} held={!canExport}>
          Export CSV
        </HeldButton>
      </Group>
    </div>
  );
});
