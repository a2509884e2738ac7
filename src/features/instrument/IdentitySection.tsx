/** The details' first sections: identity, status, and what the instrument is (option, future, bond, FX dates). */
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { AnchorLink } from '@/components/RouterLinks';
import type { InstrumentDetails } from '@/api/types';
import { clean } from '@/lib/format';
import { bondRows, futureRows, fxRows, identityRows, isBond, isFuture, isOption, optionRows, refKey, statusRows, type InstrumentRef } from '@/model/instrument';
import { InstrumentLink, RowsTable, Section, TWO_COLUMNS } from './sections';

interface IdentitySectionProps {
  details: InstrumentDetails;
  uic: number;
  underlying: InstrumentRef | undefined;
  /** The related instruments' details, by instrument key. */
  described: Map<string, InstrumentDetails>;
  continuous: number | undefined;
  /** The option root whose chain an option belongs to. */
  chainRoot: number | undefined;
  /** The related instruments' lookup: under way, or failed. */
  lookup: { loading: boolean; failed: boolean };
}

export function IdentitySection({ details, uic, underlying, described, continuous, chainRoot, lookup }: IdentitySectionProps) {
  const fx = fxRows(details);
  return (
    <SimpleGrid type="container" cols={{ base: 1, [TWO_COLUMNS]: 2 }} spacing="md">
      <Section title="Identity">
        <RowsTable rows={identityRows(details, uic)} label="Identity" />
      </Section>
      <Stack gap="md">
        <Section title="Status">
          <RowsTable rows={statusRows(details)} label="Status" />
        </Section>
        {isOption(details) && (
          <Section title="Option">
            <RowsTable rows={optionRows(details)} label="Option" />
            <Group gap="md" mt="xs">
              {underlying && (
                <Text size="sm">
                  Underlying:{' '}
                  <InstrumentLink uic={underlying.uic} assetType={underlying.assetType}>
                    {describedName(described.get(refKey(underlying)), underlying)}
                  </InstrumentLink>
                </Text>
              )}
              {chainRoot !== undefined && (
                <Text size="sm">
                  Option chain:{' '}
                  <AnchorLink to="/options/$optionRootId" params={{ optionRootId: chainRoot }}>
                    Option root {chainRoot}
                  </AnchorLink>
                </Text>
              )}
            </Group>
          </Section>
        )}
        {isFuture(details) && (
          <Section title="Future">
            <RowsTable rows={futureRows(details)} label="Future" />
            <FuturesSpaceLink continuous={continuous} own={continuous !== undefined && continuous === details.Uic} loading={lookup.loading} failed={lookup.failed} />
          </Section>
        )}
        {isBond(details) && (
          <Section title="Bond">
            <RowsTable rows={bondRows(details)} label="Bond" />
          </Section>
        )}
        {fx.length > 0 && (
          <Section title="FX dates">
            <RowsTable rows={fx} label="FX dates" />
          </Section>
        )}
      </Stack>
    </SimpleGrid>
  );
}

function describedName(entry: InstrumentDetails | undefined, ref: InstrumentRef): string {
  const symbol = clean(entry?.Symbol);
  const description = clean(entry?.Description);
  if (symbol && description) return `${symbol} – ${description}`;
  return symbol ?? description ?? `Uic ${ref.uic}`;
}

function FuturesSpaceLink({ continuous, own, loading, failed }: { continuous: number | undefined; own: boolean; loading: boolean; failed: boolean }) {
  if (continuous !== undefined) {
    return (
      <Text size="sm" mt="xs">
        {own ? 'This is a continuous future: ' : 'Part of a futures space: '}
        <AnchorLink to="/futures/$uic" params={{ uic: continuous }}>
          Open the futures space
        </AnchorLink>{' '}
        <Text span size="sm" c="dimmed" className="tabular">
          (continuous future Uic {continuous})
        </Text>
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" mt="xs">
      {loading
        ? 'Looking for the futures space…'
        : failed
          ? 'The related instruments could not be looked up, so the futures space is not known.'
          : 'No futures space found among the related instruments.'}
    </Text>
  );
}
