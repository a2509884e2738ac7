import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { AnchorLink, ButtonLink } from '@/components/RouterLinks';
import type { InstrumentDetails } from '@/api/types';
import { CopyButton } from '@/components/CopyButton';
import { clean, enumLabel } from '@/lib/format';
import { ISIN_NOT_SENT, assetTypeChoices, headline, tradingState } from '@/model/instrument';

export type InstrumentView = 'details' | 'schedule';

/** A link is current (aria-current="page") on its own path only, whatever the search params. */
const EXACT = { exact: true, includeSearch: false } as const;

/**
 * The instrument's heading (symbol, description, asset type, status, copyable
 * identifiers), the same Uic under its other asset types, and the switch
 * between details and trading schedule.
 */
export function InstrumentHeader({ details, uic, assetType, view }: { details: InstrumentDetails; uic: number; assetType: string; view: InstrumentView }) {
  const head = headline(details, { uic, assetType });
  const state = tradingState(details);
  const exchange = clean(details.Exchange?.Name) ?? clean(details.Exchange?.ExchangeId);
  const currency = clean(details.CurrencyCode);
  const choices = assetTypeChoices(details, assetType);
  const displayHint = clean(details.DisplayHint);
  const uicText = String(head.uic);

  return (
    <Stack gap="sm" mb="md">
      <div>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} className="mono" style={{ wordBreak: 'break-word' }}>
            {head.title}
          </Title>
          <Badge size="lg" variant="light" color="indigo">
            {enumLabel(head.assetType)}
          </Badge>
          <Badge size="lg" variant="light" color={state.color}>
            {state.label}
          </Badge>
          {displayHint && displayHint !== 'None' && (
            <Badge size="lg" variant="outline" color="gray">
              {enumLabel(displayHint)}
            </Badge>
          )}
        </Group>
        {head.symbol && head.description && (
          <Text size="lg" mt={2}>
            {head.description}
          </Text>
        )}
      </div>

      <Group gap="lg" wrap="wrap">
        <Group gap={4} wrap="nowrap">
          <Text size="sm" c="dimmed">
            Uic
          </Text>
          <Text size="sm" className="mono" fw={600}>
            {uicText}
          </Text>
          <CopyButton value={uicText} label="Copy Uic" />
        </Group>
        {head.symbol && (
          <Group gap={4} wrap="nowrap">
            <Text size="sm" c="dimmed">
              Symbol
            </Text>
            <Text size="sm" className="mono" fw={600}>
              {head.symbol}
            </Text>
            <CopyButton value={head.symbol} label="Copy symbol" />
          </Group>
        )}
        <Text size="sm">
          <Text span c="dimmed" inherit>
            ISIN{' '}
          </Text>
          {ISIN_NOT_SENT.toLowerCase()}
        </Text>
        {exchange && (
          <Text size="sm">
            <Text span c="dimmed" inherit>
              Exchange{' '}
            </Text>
            {exchange}
          </Text>
        )}
        {currency && (
          <Text size="sm">
            <Text span c="dimmed" inherit>
              Currency{' '}
            </Text>
            {currency}
          </Text>
        )}
        {head.symbol && (
          // The details carry no ISIN; the events' keywords match the symbol too.
          <AnchorLink to="/corporate-actions" search={{ q: head.symbol }} size="sm">
            Corporate actions on this instrument
          </AnchorLink>
        )}
      </Group>

      {choices.length > 1 && (
        <Group gap="xs" wrap="wrap" component="nav" aria-label="This Uic under other asset types">
          <Text size="sm" c="dimmed">
            Same Uic as
          </Text>
          {choices.map((choice) => {
            const current = choice.toLowerCase() === head.assetType.toLowerCase() || choice.toLowerCase() === assetType.toLowerCase();
            const params = { assetType: choice, uic: uicText };
            return (
              <ButtonLink
                key={choice}
                size="compact-sm"
                variant={current ? 'light' : 'default'}
                to={view === 'schedule' ? '/instruments/$assetType/$uic/schedule' : '/instruments/$assetType/$uic'}
                params={params}
                search={(previous: Record<string, unknown>) => previous}
                activeOptions={EXACT}
              >
                {enumLabel(choice)}
              </ButtonLink>
            );
          })}
        </Group>
      )}

      <Group gap={0} component="nav" aria-label="Instrument views" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <ViewLink current={view === 'details'} to="/instruments/$assetType/$uic" params={{ assetType, uic: uicText }}>
          Details
        </ViewLink>
        <ViewLink current={view === 'schedule'} to="/instruments/$assetType/$uic/schedule" params={{ assetType, uic: uicText }}>
          Trading schedule
        </ViewLink>
      </Group>
    </Stack>
  );
}

function ViewLink({
  current,
  to,
  params,
  children,
}: {
  current: boolean;
  to: '/instruments/$assetType/$uic' | '/instruments/$assetType/$uic/schedule';
  params: { assetType: string; uic: string };
  children: string;
}) {
  return (
    <ButtonLink
      to={to}
      params={params}
      // The search params of both views travel along (each view reads its own), so going back and forth keeps
      // the field groups, keys, zone and view chosen.
      search={(previous: Record<string, unknown>) => previous}
      variant="subtle"
      color={current ? undefined : 'gray'}
      radius={0}
      activeOptions={EXACT}
      style={{ borderBottom: current ? '3px solid var(--mantine-primary-color-filled)' : '3px solid transparent', marginBottom: -1 }}
      fw={current ? 700 : 500}
    >
      {children}
    </ButtonLink>
  );
}
