import { Badge, Group, Text, Title } from '@mantine/core';
import { AnchorLink, ButtonLink } from '@/components/RouterLinks';
import type { InstrumentDetails } from '@/api/types';
import { CopyButton } from '@/components/CopyButton';
import { WatchButton } from '@/components/WatchButton';
import { clean, enumLabel } from '@/lib/format';
import { assetTypeChoices, headline, tradingState } from '@/model/instrument';
import classes from './instrument.module.css';

export type InstrumentView = 'details' | 'schedule';

/** A link is current (aria-current="page") on its own path only, whatever the search params. */
const EXACT = { exact: true, includeSearch: false } as const;

/**
 * The instrument's heading, kept to two lines so that the facts below it come
 * first: symbol (copyable), asset type, status, Uic (copyable) and the views;
 * the description, its corporate actions and the same Uic under its other
 * asset types.
 */
export function InstrumentHeader({
  details,
  sameUic,
  uic,
  assetType,
  view,
}: {
  details: InstrumentDetails;
  /** The details list of this Uic under every asset type, when loaded. */
  sameUic?: readonly InstrumentDetails[] | undefined;
  uic: number;
  assetType: string;
  view: InstrumentView;
}) {
  const head = headline(details, { uic, assetType });
  const state = tradingState(details);
  const choices = assetTypeChoices(details, assetType, sameUic);
  const displayHint = clean(details.DisplayHint);
  const uicText = String(head.uic);

  return (
    <div className={classes.header}>
      <Group gap="sm" align="center" wrap="wrap" className={classes.title}>
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          <Title order={1} className="mono" style={{ wordBreak: 'break-word' }}>
            {head.title}
          </Title>
          {head.symbol && <CopyButton value={head.symbol} label="Copy symbol" />}
        </Group>
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
        <Group gap={4} wrap="nowrap">
          <Text size="sm" c="dimmed">
            Uic
          </Text>
          <Text size="sm" className="mono" fw={600}>
            {uicText}
          </Text>
          <CopyButton value={uicText} label="Copy Uic" />
        </Group>
        <WatchButton item={{ kind: 'instrument', uic, assetType }} label={head.title} shortcut />
      </Group>
      <Group gap="md" align="center" wrap="wrap" className={classes.views}>
        {head.symbol && (
          // The details carry no ISIN; the events' keywords match the symbol too.
          <AnchorLink to="/corporate-actions" search={{ q: head.symbol }} size="sm">
            Corporate actions on this instrument
          </AnchorLink>
        )}
        <Group gap={0} component="nav" aria-label="Instrument views" wrap="nowrap">
          <ViewLink current={view === 'details'} to="/instruments/$assetType/$uic" params={{ assetType, uic: uicText }}>
            Details
          </ViewLink>
          <ViewLink current={view === 'schedule'} to="/instruments/$assetType/$uic/schedule" params={{ assetType, uic: uicText }}>
            Trading schedule
          </ViewLink>
        </Group>
      </Group>
      <div className={classes.break} />
      {head.symbol && head.description && (
        <Text size="lg" className={classes.description} style={{ wordBreak: 'break-word' }}>
          {head.description}
        </Text>
      )}
      {choices.length > 1 && (
        // Many types (an FX cross has eight) take smaller buttons, so that they still fit beside the description.
        <Group gap={choices.length > 6 ? 6 : 'xs'} wrap="wrap" component="nav" aria-label="This Uic under other asset types" className={classes.types}>
          <Text size="sm" c="dimmed">
            Same Uic as
          </Text>
          {choices.map((choice) => {
            const current = choice.toLowerCase() === head.assetType.toLowerCase() || choice.toLowerCase() === assetType.toLowerCase();
            const params = { assetType: choice, uic: uicText };
            return (
              <ButtonLink
                key={choice}
                size={choices.length > 6 ? 'compact-xs' : 'compact-sm'}
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
    </div>
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
