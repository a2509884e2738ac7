/** The chain page's expiry section: the kinds listed, the count, the stacked view's shortcuts and the strip. */
import { memo, useMemo } from 'react';
import { Chip, Group, Paper, Text } from '@mantine/core';
import { HeldButton } from '@/components/HeldButton';
import { AnchorLink } from '@/components/RouterLinks';
import { countKinds } from './chain-model';
import { type ExpiryInfo } from '@/model/option-expiries';
import { EXPIRY_KIND_LABEL, type ExpiryKind } from '@/model/expiry-kind';
import { ExpiryStrip, type ExpiryStripProps } from './ExpiryStrip';
import { PANEL_ID, STRIP_ID } from './strip';
import type { ChainSearch } from './url';

type ExpirySectionProps = Pick<ExpiryStripProps, 'expiries' | 'selected' | 'onSelect' | 'onToggle' | 'onIntent' | 'isLoaded' | 'onTravel'> & {
  allExpiries: readonly ExpiryInfo[];
  /** The kinds chosen (the `kinds` parameter); undefined: all. */
  kinds: string | undefined;
  onKinds: (kinds: ExpiryKind[]) => void;
  stacked: boolean;
  onSearchChange: (patch: Partial<ChainSearch>) => void;
  /** The root, for the link to its expiry calendar. */
  rootId: number;
  rootName: string;
};

export const ExpirySection = memo(function ExpirySection({
  expiries,
  allExpiries,
  kinds,
  onKinds,
  selected,
  stacked,
  onSearchChange,
  rootId,
  rootName,
  ...strip
}: ExpirySectionProps) {
  const first = expiries.find((expiry) => selected.has(expiry.date));
  const counts = useMemo(() => countKinds(allExpiries), [allExpiries]);
  const chosen = kinds ? kinds.split(',') : counts.map((entry) => entry.kind);
  const filtered = expiries.length !== allExpiries.length;
  return (
    <Paper withBorder p="xs">
      <Group gap="xs" mb={4} wrap="wrap">
        <Text size="sm" fw={600}>
          {filtered ? `${expiries.length} of ${allExpiries.length}` : expiries.length} {allExpiries.length === 1 ? 'expiry' : 'expiries'}
        </Text>
        <AnchorLink size="xs" to="/calendar/expiries" search={{ roots: rootId }} aria-label={`Expiry calendar of ${rootName}`}>
          Expiry calendar
        </AnchorLink>
        {counts.length > 1 && (
          <Group gap={6} role="group" aria-label="Expiry kinds listed">
            <Chip.Group multiple value={chosen} onChange={(values) => onKinds(values as ExpiryKind[])}>
              {counts.map(({ kind, count }) => (
                <Chip key={kind} value={kind} size="xs" variant="outline">
                  {`${EXPIRY_KIND_LABEL[kind]} · ${count}`}
                </Chip>
              ))}
            </Chip.Group>
          </Group>
        )}
        <Text size="xs" c="dimmed">
          W weekly · M monthly · Q quarterly · D daily · E end of month · dashed: trading ended
        </Text>
        {stacked && (
          <Group gap="xs" ml="auto">
            <HeldButton size="compact-xs" variant="light" onClick={() => onSearchChange({ expiry: 'all' })} held={selected.size === expiries.length}>
              All expiries
            </HeldButton>
            <HeldButton size="compact-xs" variant="default" onClick={() => onSearchChange({ expiry: first?.date })} held={selected.size <= 1}>
              Only the first
            </HeldButton>
          </Group>
        )}
      </Group>
      <ExpiryStrip expiries={expiries} selected={selected} mode={stacked ? 'toggles' : 'tabs'} idPrefix={STRIP_ID} panelId={PANEL_ID} {...strip} />
    </Paper>
  );
});
