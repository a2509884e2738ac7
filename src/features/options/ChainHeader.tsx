/**
 * What the option root is: description, symbol, asset type, exchange,
 * currency, contract size, exercise and settlement style, strategies,
 * multi-leg capability, the underlying (a link to its details), other related
 * instruments and related option roots (links to their chains).
 */
import { memo, type ReactNode } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { refQueries } from '@/api/queries/refdata';
import type { ContractOptionSpace, InstrumentDetails } from '@/api/types';
import { CopyButton } from '@/components/CopyButton';
import { asNumber, clean, display, enumLabel, formatBoolean, formatNumber } from '@/lib/format';
import { AnchorLink } from '@/components/RouterLinks';
import { otherRelated, relatedRoots, underlyingKey, type Key } from './related';
import { carryToRoot, listParams, type ChainSearch } from './url';
import classes from './ChainHeader.module.css';

/** Details looked up for the header: the underlying and other related instruments, at most this many (one request each). */
export const HEADER_LOOKUPS = 3;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
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
  const others = otherRelated(space, underlying);
  // Details of the related instruments (one per Uic, a few at most): names, and the option roots listed on them.
  // Related roots are named from what is known here (these details, cached lists), not fetched one by one (the gateway counts requests).
  const lookups: Key[] = [];
  for (const key of underlying ? [underlying, ...others] : others) {
    if (!lookups.some((known) => known.uic === key.uic) && lookups.length < HEADER_LOOKUPS) lookups.push(key);
  }
  const details = useQueries({ queries: lookups.map((key) => ({ ...refQueries.details(api, key.uic, key.assetType), retry: false })) });
  const detailOf = (key: Key) => details[lookups.findIndex((known) => known.uic === key.uic)]?.data;
  const related = relatedRoots(
    space,
    rootId,
    lookups.map((key, index) => ({ key, detail: details[index]?.data })),
  );
  const underlyingUic = underlying?.uic;
  // Their names, where their expiry list (the chain page's own list request) is already cached (a visit, or the
  // router's preload on hover or focus): read from the cache only, never fetched from here.
  const relatedLists = useQueries({
    queries: related.map((root) => ({ ...refQueries.optionSpace(api, root.id, listParams({})), enabled: false })),
  });

  const strategies = (space.SupportedStrategies ?? []).map((value) => clean(value)).filter((value): value is string => Boolean(value));
  const min = asNumber(space.MinimumStrikePrice);
  const max = asNumber(space.MaximumStrikePrice);
  const contractSize = asNumber(space.ContractSize);

  return (
    <Stack gap="xs">
      <Group gap="sm" align="baseline" wrap="wrap">
        <Title order={1}>{display(space.Description, `Option root ${rootId}`)}</Title>
        <Badge size="lg" variant="light">
          {enumLabel(space.AssetType, 'Options')}
        </Badge>
      </Group>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c="dimmed">
          OptionRootId <span className="mono">{rootId}</span>
        </Text>
        <CopyButton value={String(rootId)} label="Copy OptionRootId" />
      </Group>
      <dl className={classes.facts}>
        <Fact label="Symbol">
          <span className="mono">{display(space.Symbol)}</span>
        </Fact>
        <Fact label="Asset type">{enumLabel(space.AssetType)}</Fact>
        <Fact label="Exchange">
          {display(space.Exchange?.Name)}
          {clean(space.Exchange?.ExchangeId) && <Text span size="xs" c="dimmed">{` (${clean(space.Exchange?.ExchangeId)})`}</Text>}
        </Fact>
        <Fact label="Currency">{display(space.CurrencyCode)}</Fact>
        <Fact label="Contract size">{formatNumber(contractSize)}</Fact>
        <Fact label="Exercise style">{enumLabel(space.ExerciseStyle)}</Fact>
        <Fact label="Settlement style">{enumLabel(space.SettlementStyle)}</Fact>
        <Fact label="Multi-leg orders">{formatBoolean(space.CanParticipateInMultiLegOrder)}</Fact>
        <Fact label="Strike range">{min !== undefined && max !== undefined ? `${formatNumber(min)} – ${formatNumber(max)}` : '—'}</Fact>
        <Fact label="Underlying">
          {underlying ? (
            <>
              <InstrumentLink target={underlying} detail={detailOf(underlying)} />
              <Text span size="xs" c="dimmed">{` ${enumLabel(underlying.assetType)} · Uic ${underlying.uic}`}</Text>
            </>
          ) : (
            '—'
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
        <Fact label="Related option roots">
          {related.length === 0 ? (
            <Text span size="sm" c="dimmed">
              None listed
            </Text>
          ) : (
            <span className={classes.list}>
              {related.map((root, index) => {
                const kind = root.assetType ? enumLabel(root.assetType) : 'Option';
                const via = root.via ? detailOf(root.via) : undefined;
                const on = root.via ? ([clean(via?.Symbol), clean(via?.Description)].filter(Boolean).join(', ') || `${enumLabel(root.via.assetType)} ${root.via.uic}`) : '';
                const list = relatedLists[index]?.data;
                const known = [clean(list?.Symbol), clean(list?.Description)].filter(Boolean).join(' · ');
                const name = `${known || `${kind} root ${root.id}`}${on ? ` on ${on}` : ''}`;
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
        <Fact label="Strategies">
          {strategies.length > 0 ? strategies.map((strategy) => enumLabel(strategy)).join(', ') : <Text span size="sm" c="dimmed">None (single legs only)</Text>}
        </Fact>
      </dl>
    </Stack>
  );
});
