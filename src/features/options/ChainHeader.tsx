/**
 * What the option root is, compactly: its name, kind, symbol and id on one
 * line, its terms (underlying, exchange, currency, contract size, exercise and
 * settlement style, strike range, multi-leg capability) on one or two more.
 * The rest (related option roots and instruments, strategies) is in
 * RootDetails, behind a disclosure.
 */
import { memo, type ReactNode } from 'react';
import { Badge, Group, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import type { ContractOptionSpace, InstrumentDetails } from '@/api/types';
import { CopyButton } from '@/components/CopyButton';
import { WatchButton } from '@/components/WatchButton';
import { optionsQueries } from './queries';
import { asNumber, clean, display, enumLabel, formatBoolean, formatNumber } from '@/lib/format';
import { AnchorLink } from '@/components/RouterLinks';
import { otherRelated, relatedRoots, rootNames, underlyingKey, type Key } from './related';
import { rootOtherFields, rootTerms } from './root-fields';
import { carryToRoot, type ChainSearch } from './url';
import classes from './ChainHeader.module.css';

/** The page's title (the chain's, or the error's), which takes the focus when the page reloads under it. */
export const CHAIN_TITLE_ID = 'chain-title';

/** Details looked up for the related instruments: the underlying and others, at most this many (one request each). */
export const HEADER_LOOKUPS = 3;

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={classes.fact} style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function InstrumentLink({ target, detail }: { target: Key; detail: InstrumentDetails | undefined }) {
  const name = [clean(detail?.Description), clean(detail?.Symbol)].filter(Boolean).join(' · ');
  return (
    <AnchorLink to="/instruments/$assetType/$uic" params={{ assetType: target.assetType, uic: String(target.uic) }}>
      {name || `${enumLabel(target.assetType)} ${target.uic}`}
    </AnchorLink>
  );
}

export const ChainHeader = memo(function ChainHeader({ space, rootId }: { space: ContractOptionSpace; rootId: number }) {
  const api = useApi();
  const underlying = underlyingKey(space);
  const detail = useQuery({ ...optionsQueries.details(api, underlying?.uic ?? 0, underlying?.assetType ?? ''), enabled: underlying !== undefined, retry: false }).data;
  const min = asNumber(space.MinimumStrikePrice);
  const max = asNumber(space.MaximumStrikePrice);
  const exchangeId = clean(space.Exchange?.ExchangeId);

  return (
    <header className={classes.header}>
      <Group gap="xs" align="baseline" wrap="wrap">
        <Group gap="xs" wrap="nowrap" align="center">
          <Title order={1} size="h3" id={CHAIN_TITLE_ID} tabIndex={-1}>
            {display(space.Description, `Option root ${rootId}`)}
          </Title>
          <WatchButton item={{ kind: 'root', id: rootId }} label={display(space.Description, `Option root ${rootId}`)} shortcut compact />
        </Group>
        <Badge variant="light">{enumLabel(space.AssetType, 'Options')}</Badge>
        {clean(space.Symbol) && <span className="mono">{clean(space.Symbol)}</span>}
        <Group gap={4} wrap="nowrap" align="center">
          <Text size="sm" c="dimmed">
            OptionRootId <span className="mono">{rootId}</span>
          </Text>
          <CopyButton value={String(rootId)} label="Copy OptionRootId" />
        </Group>
      </Group>
      <dl className={classes.facts}>
        <Fact label="Underlying">
          {underlying ? (
            <>
              <InstrumentLink target={underlying} detail={detail} />
              <Text span size="xs" c="dimmed">{` ${enumLabel(underlying.assetType)} · Uic ${underlying.uic}`}</Text>
            </>
          ) : (
            '—'
          )}
        </Fact>
        <Fact label="Exchange">
          {display(space.Exchange?.Name)}
          {exchangeId && <Text span size="xs" c="dimmed">{` (${exchangeId})`}</Text>}
        </Fact>
        <Fact label="Currency">{display(space.CurrencyCode)}</Fact>
        <Fact label="Contract size">{formatNumber(asNumber(space.ContractSize))}</Fact>
        <Fact label="Exercise">{enumLabel(space.ExerciseStyle)}</Fact>
        <Fact label="Settlement">{enumLabel(space.SettlementStyle)}</Fact>
        <Fact label="Strikes">{min !== undefined && max !== undefined ? `${formatNumber(min)} – ${formatNumber(max)}` : '—'}</Fact>
        <Fact label="Multi-leg orders">{formatBoolean(space.CanParticipateInMultiLegOrder)}</Fact>
      </dl>
    </header>
  );
});

/**
 * Related option roots (links to their chains, named by one search for all of them), other related instruments
 * and the strategies the root supports. Mounted when the disclosure opens: its requests are made then.
 */
export function RootDetails({ space, rootId }: { space: ContractOptionSpace; rootId: number }) {
  const api = useApi();
  const underlying = underlyingKey(space);
  const others = otherRelated(space, underlying);
  // Details of the related instruments (one per Uic, a few at most): names, and the option roots listed on them.
  const lookups: Key[] = [];
  for (const key of underlying ? [underlying, ...others] : others) {
    if (!lookups.some((known) => known.uic === key.uic) && lookups.length < HEADER_LOOKUPS) lookups.push(key);
  }
  const details = useQueries({ queries: lookups.map((key) => ({ ...optionsQueries.details(api, key.uic, key.assetType), retry: false })) });
  const detailOf = (key: Key) => details[lookups.findIndex((known) => known.uic === key.uic)]?.data;
  const related = relatedRoots(
    space,
    rootId,
    lookups.map((key, index) => ({ key, detail: details[index]?.data })),
  );
  const underlyingUic = underlying?.uic;
  // Their names: one search for all of them by OptionRootId (a failed one leaves them numbered).
  const names = rootNames(
    useQuery({
      ...optionsQueries.roots(
        api,
        related.map((root) => root.id),
      ),
      enabled: related.length > 0,
      retry: false,
    }).data,
  );
  const strategies = (space.SupportedStrategies ?? []).map((value) => clean(value)).filter((value): value is string => Boolean(value));
  const unshown = rootOtherFields(space);

  return (
    <dl className={classes.details}>
      <Fact label="Related option roots">
        {related.length === 0 ? (
          <Text span size="sm" c="dimmed">
            None listed
          </Text>
        ) : (
          <span className={classes.list}>
            {related.map((root) => {
              const kind = root.assetType ? enumLabel(root.assetType) : 'Option';
              const via = root.via ? detailOf(root.via) : undefined;
              const on = root.via ? [clean(via?.Symbol), clean(via?.Description)].filter(Boolean).join(', ') || `${enumLabel(root.via.assetType)} ${root.via.uic}` : '';
              const name = `${names.get(root.id) ?? `${kind} root ${root.id}`}${on ? ` on ${on}` : ''}`;
              return (
                <AnchorLink
                  key={root.id}
                  to="/options/$optionRootId"
                  params={{ optionRootId: root.id }}
                  // The expiry and the reference price go along; the new root keeps what fits it.
                  search={(previous: ChainSearch) => ({ ...previous, expiry: undefined, underlying: undefined, ...carryToRoot(previous, underlyingUic) })}
                  aria-label={`Option chain ${name} (root ${root.id})`}
                >
                  {name}
                </AnchorLink>
              );
            })}
          </span>
        )}
      </Fact>
      {others.length > 0 && (
        <Fact label="Related instruments">
          <span className={classes.list}>
            {others.map((key) => (
              <span key={`${key.assetType}-${key.uic}`}>
                <AnchorLink to="/instruments/$assetType/$uic" params={{ assetType: key.assetType, uic: String(key.uic) }}>
                  {`${enumLabel(key.assetType)} ${key.uic}`}
                </AnchorLink>
                {clean(detailOf(key)?.Symbol) && (
                  <Text span size="xs" c="dimmed">
                    {` ${clean(detailOf(key)?.Symbol)}`}
                  </Text>
                )}
              </span>
            ))}
          </span>
        </Fact>
      )}
      <Fact label="Strategies">
        {strategies.length > 0 ? (
          strategies.map((strategy) => enumLabel(strategy)).join(', ')
        ) : (
          <Text span size="sm" c="dimmed">
            None (single legs only)
          </Text>
        )}
      </Fact>
      {rootTerms(space).map((term) => (
        <Fact key={term.label} label={term.label}>
          {term.value}
        </Fact>
      ))}
      <Fact label="Other fields" wide>
        {unshown.length > 0 ? (
          <span className={classes.list}>
            {unshown.map((field) => (
              <span key={field.label}>
                <span className="mono">{field.label}</span> {field.value}
              </span>
            ))}
          </span>
        ) : (
          <Text span size="sm" c="dimmed">
            None: every field the service sent is shown
          </Text>
        )}
      </Fact>
    </dl>
  );
}
