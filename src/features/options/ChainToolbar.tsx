/** The chain's view controls: sides, strike window, reference price, stacked expiries, CSV export. */
import { memo, useState } from 'react';
import { Button, CloseButton, Group, NumberInput, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { DEFAULT_WINDOW, type WindowSize } from './chain-model';
import type { ChainSearch, Side } from './url';

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
}

export const ChainToolbar = memo(function ChainToolbar({ referencePrice, side, size, stacked, canExport, onSearchChange, onStacked, onExport }: ChainToolbarProps) {
  const [price, setPrice] = useState<string | number>(referencePrice ?? '');
  const [seenRef, setSeenRef] = useState(referencePrice);
  if (seenRef !== referencePrice) {
    setSeenRef(referencePrice);
    setPrice(referencePrice ?? '');
  }
  const commitPrice = (value: string | number) => {
    const number = typeof value === 'number' ? value : value.trim() === '' ? undefined : Number(value);
    const next = number !== undefined && Number.isFinite(number) && number > 0 ? number : undefined;
    if (next !== referencePrice) onSearchChange({ ref: next });
  };
  const debouncedCommit = useDebouncedCallback(commitPrice, 400);
  const windowChoices = [...WINDOW_CHOICES];
  if (typeof size === 'number' && !windowChoices.includes(size)) windowChoices.push(size);
  windowChoices.sort((a, b) => a - b);

  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="chain-side-label">
          Sides
        </Text>
        <SegmentedControl
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
        w={170}
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
        description="Centre and money line; kept only on roots of the same underlying"
        w={300}
        min={0}
        allowNegative={false}
        decimalScale={6}
        hideControls
        value={price}
        onChange={(value) => {
          setPrice(value);
          debouncedCommit(value);
        }}
        onBlur={() => commitPrice(price)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitPrice(price);
        }}
        rightSection={
          price !== '' ? (
            <CloseButton
              size="sm"
              aria-label="Clear the reference price"
              onClick={() => {
                setPrice('');
                onSearchChange({ ref: undefined });
              }}
            />
          ) : null
        }
      />
      <Switch label="Stacked expiries" checked={stacked} onChange={(event) => onStacked(event.currentTarget.checked)} mb={8} />
      <Button variant="default" onClick={onExport} disabled={!canExport}>
        Export CSV
      </Button>
    </Group>
  );
});
