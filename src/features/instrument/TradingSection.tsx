/** The details' trading sections: trading fields, order types, amounts and durations; tick sizes and order distances. */
import { useId, useRef } from 'react';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { InstrumentDetails } from '@/api/types';
import { display, enumLabel, formatNumber } from '@/lib/format';
import { distanceRows, orderTypes, orderTypeSettings, standardAmounts, tickBands, tradingRows, type FieldGroup } from '@/model/instrument';
import { Note } from '@/components/Note';
import { ChipList, DistancesTable, OrderTypeSettingsTable, RowsTable, Section, TickBandsTable, TWO_COLUMNS } from './sections';

export function TradingSection({
  details,
  groups,
  updating,
  onAddGroup,
}: {
  details: InstrumentDetails;
  groups: readonly FieldGroup[];
  /** The details shown are the previous request's while the new ones load. */
  updating: boolean;
  onAddGroup: (group: FieldGroup) => void;
}) {
  const settings = orderTypeSettings(details);
  const durationsId = useId();
  const durations = useRef<HTMLDivElement>(null);
  const showDurations = () => {
    onAddGroup('SupportedOrderTypeSettings');
    // The button gives way to what it asked for: the keyboard's focus goes to the durations, not to the page.
    durations.current?.focus({ preventScroll: true });
  };
  return (
    <Section title="Trading">
      <SimpleGrid type="container" cols={{ base: 1, [TWO_COLUMNS]: 2 }} spacing="lg">
        <RowsTable rows={tradingRows(details)} label="Trading" />
        <Stack gap="sm">
          <div>
            <Text size="sm" fw={600} mb={4}>
              Order types
            </Text>
            <ChipList items={orderTypes(details).map((type) => enumLabel(type))} label="Order types" />
          </div>
          <div>
            <Text size="sm" fw={600} mb={4}>
              Standard amounts
            </Text>
            <ChipList items={standardAmounts(details)} label="Standard amounts" />
          </div>
          <div ref={durations} role="group" aria-labelledby={durationsId} tabIndex={-1}>
            <Text size="sm" fw={600} mb={4} id={durationsId}>
              Order durations
            </Text>
            {settings.length > 0 ? (
              <OrderTypeSettingsTable settings={settings} />
            ) : groups.includes('SupportedOrderTypeSettings') ? (
              <Note>{updating ? 'Loading the order durations…' : 'The service sent no order type settings.'}</Note>
            ) : (
              <Group gap="xs">
                <Note>The durations per order type come with a field group.</Note>
                <Button size="compact-sm" variant="light" onClick={showDurations}>
                  Show order durations
                </Button>
              </Group>
            )}
          </div>
        </Stack>
      </SimpleGrid>
    </Section>
  );
}

/** How prices step (the tick size scheme) and how far from the price orders start (default order distances). */
export function PriceStepsSections({ details }: { details: InstrumentDetails }) {
  const bands = tickBands(details.TickSizeScheme);
  const distances = distanceRows(details);
  return (
    <SimpleGrid type="container" cols={{ base: 1, [TWO_COLUMNS]: 2 }} spacing="md">
      <Section title="Tick size scheme">
        {bands.length > 0 ? (
          <TickBandsTable bands={bands} />
        ) : (
          <Note>No tick size scheme: the tick size is {formatNumber(details.TickSize, undefined, display(details.TickSize, 'not given'))} at every price.</Note>
        )}
      </Section>
      <Section title="Order distances">{distances.length > 0 ? <DistancesTable rows={distances} /> : <Note>The service sent no default order distances.</Note>}</Section>
    </SimpleGrid>
  );
}
