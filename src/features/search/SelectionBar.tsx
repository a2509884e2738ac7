/**
 * The instruments selected for comparison (kept in the address), stuck to the foot of the search page (above the
 * inspector's sheet on a phone): remove one, clear them, or compare them side by side.
 */
import { Button, Group, Paper, Pill, Text } from '@mantine/core';
import { ButtonLink } from '@/components/RouterLinks';
import { formatPairs, MAX_COMPARE, pairId, type InstrumentPair } from '@/model/pairs';

interface Props {
  selected: InstrumentPair[];
  labelOf: (pair: InstrumentPair) => string;
  onRemove: (pair: InstrumentPair) => void;
  onClear: () => void;
}

export function SelectionBar({ selected, labelOf, onRemove, onClear }: Props) {
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
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {selected.length} of {MAX_COMPARE} selected
          </Text>
          {selected.map((pair) => (
            <Pill key={pairId(pair)} withRemoveButton onRemove={() => onRemove(pair)} removeButtonProps={{ 'aria-label': `Remove ${labelOf(pair)} from the selection` }}>
              {labelOf(pair)}
            </Pill>
          ))}
        </Group>
        <Group gap="xs" wrap="wrap" ml="auto">
          <Button variant="subtle" color="gray" size="sm" onClick={onClear}>
            Clear selection
          </Button>
          {selected.length >= 2 ? (
            <ButtonLink to="/compare" search={{ items: formatPairs(selected) }} size="sm">
              Compare {selected.length} side by side
            </ButtonLink>
          ) : (
            <Button size="sm" disabled>
              Select one more to compare
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
