/**
 * The instruments selected for comparison (kept in the address), stuck to the foot of the search page (above the
 * inspector's sheet on a phone): remove one, clear them, or compare them side by side.
 */
import { useRef } from 'react';
import { Button, Group, Paper, Pill, Text } from '@mantine/core';
import { HeldButton } from '@/components/HeldButton';
import { ButtonLink } from '@/components/RouterLinks';
import { formatPairs, MAX_COMPARE, pairId, type InstrumentPair } from '@/model/pairs';

interface Props {
  selected: InstrumentPair[];
  labelOf: (pair: InstrumentPair) => string;
  onRemove: (pair: InstrumentPair) => void;
  onClear: () => void;
  /** Takes the focus when the bar goes away (the page's results or keywords). */
  onGone: () => void;
}

export function SelectionBar({ selected, labelOf, onRemove, onClear, onGone }: Props) {
  const chips = useRef<HTMLDivElement>(null);
  // A removed chip hands the focus to the next chip's remove button (else the previous one's); the last one, to the page.
  const remove = (index: number, pair: InstrumentPair) => {
    const buttons = chips.current?.querySelectorAll<HTMLElement>('button');
    const next = buttons?.[index + 1] ?? buttons?.[index - 1];
    if (next) next.focus();
    else onGone();
    onRemove(pair);
  };
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      component="section"
      aria-label="Selection for comparison"
      style={{ position: 'sticky', bottom: 'calc(var(--refex-covered-bottom, 0px) + 8px)', zIndex: 5 }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="wrap" ref={chips}>
          <Text size="sm" fw={600}>
            {selected.length} of {MAX_COMPARE} selected
          </Text>
          {selected.map((pair, index) => (
            <Pill
              key={pairId(pair)}
              withRemoveButton
              onRemove={() => remove(index, pair)}
              // Mantine leaves a pill's remove button out of the tab order and hidden from assistive technology.
              removeButtonProps={{ 'aria-label': `Remove ${labelOf(pair)} from the selection`, 'aria-hidden': false, tabIndex: 0 }}
            >
              {labelOf(pair)}
            </Pill>
          ))}
        </Group>
        <Group gap="xs" wrap="wrap" ml="auto">
          <Button
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => {
              onGone();
              onClear();
            }}
          >
            Clear selection
          </Button>
          {selected.length >= 2 ? (
            <ButtonLink to="/compare" search={{ items: formatPairs(selected) }} size="sm">
              Compare {selected.length} side by side
            </ButtonLink>
          ) : (
            <HeldButton size="sm" held>
              Select one more to compare
            </HeldButton>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
