/**
 * The event states an event page looks in (4.9 EventStates, the address's
 * `lookIn`): all six unless narrowed here. Opening an event by id finds it
 * only in these states.
 */
import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { enumLabel } from '@/lib/format';
import { ALL_EVENT_STATES, lookInStates, lookInValue, type EventSearch } from '@/features/corporate-actions/url';

export function LookIn({ search, onChange }: { search: EventSearch; onChange: (lookIn: string | undefined) => void }) {
  const states = lookInStates(search);
  return (
    <Popover position="bottom-end" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <Button variant="default" size="xs">
          Event states searched: {states.length === ALL_EVENT_STATES.length ? 'all' : `${states.length} of ${ALL_EVENT_STATES.length}`}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={300}>
        <Checkbox.Group
          label="Look in event states"
          description="The service finds an event by its id only in the states ticked here: leave out a state to hide its events."
          value={states}
          onChange={(values) => onChange(lookInValue(values))}
        >
          <Stack gap={6} mt="xs">
            {ALL_EVENT_STATES.map((state) => (
              // One state at least: the last one ticked cannot be taken away.
              <Checkbox key={state} value={state} label={enumLabel(state)} disabled={states.length === 1 && states[0] === state} size="sm" />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
