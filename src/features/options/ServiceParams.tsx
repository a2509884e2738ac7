/**
 * Every parameter of the option-space operation (4.2), as the service names
 * them, and the requests they make.
 */
import { memo, useState } from 'react';
import { Button, Checkbox, Code, Collapse, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { HeldButton } from '@/components/HeldButton';
import { enumLabel } from '@/lib/format';
import { checkKey, errorOf } from '@/lib/input-checks';
import { SEGMENTS, TRADING_STATUSES, serviceParamsSet, statusesOf, type ChainSearch } from './url';

export const SERVICE_PARAMS_ID = 'chain-service-params';

export interface UnderlyingChoice {
  uic: number;
  label: string;
}

const SEGMENT_HELP: Readonly<Record<string, string>> = {
  auto: 'The expiry list with None, then each shown expiry with SpecificDates and its date in ExpiryDates.',
  SpecificDates: 'Each shown expiry with its date in ExpiryDates (the same as automatic).',
  AllDates: 'One request with the options of every expiry (large for big roots).',
  DefaultDates: 'One request; the service fills in its default expiry only.',
  UnderlyingUic: 'One request with the options of every expiry on the chosen underlying (UnderlyingUic).',
  None: 'Expiries only, no options: the grid stays empty.',
};

export const ServiceParams = memo(function ServiceParams({
  search,
  onChange,
  underlyings,
  requests,
  opened,
}: {
  search: ChainSearch;
  onChange: (patch: Partial<ChainSearch>) => void;
  underlyings: readonly UnderlyingChoice[];
  requests: readonly string[];
  /** The disclosure (a button elsewhere on the page, aria-controls SERVICE_PARAMS_ID) is open. */
  opened: boolean;
}) {
  const active = serviceParamsSet(search);
  const [clientKey, setClientKey] = useState(search.clientKey ?? '');
  const [editedKey, setEditedKey] = useState(search.clientKey);
  // The address changed the key (another root, back button): show it.
  if (editedKey !== search.clientKey) {
    setEditedKey(search.clientKey);
    setClientKey(search.clientKey ?? '');
  }
  const statuses = statusesOf(search);
  const segment = search.segment ?? 'auto';
  const showUnderlying = underlyings.length > 1 || search.underlying !== undefined || segment === 'UnderlyingUic';
  // A key that cannot be a key's text is not sent; the field says what is wrong.
  const clientCheck = checkKey(clientKey, 'A ClientKey');
  const applyClientKey = () => {
    if (clientCheck.ok && clientCheck.value !== search.clientKey) onChange({ clientKey: clientCheck.value });
  };
  const underlyingData = [
    { value: '', label: 'All underlyings (no UnderlyingUic)' },
    ...underlyings.map((choice) => ({ value: String(choice.uic), label: choice.label })),
    ...(search.underlying !== undefined && !underlyings.some((choice) => choice.uic === search.underlying)
      ? [{ value: String(search.underlying), label: `Uic ${search.underlying}` }]
      : []),
  ];

  return (
    <Collapse expanded={opened} id={SERVICE_PARAMS_ID} keepMounted={false}>
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <Group align="flex-start" gap="xl" wrap="wrap">
            <Checkbox.Group
              label="TradingStatus"
              description="None ticked: no filter (many series are NotDefined)."
              value={statuses}
              onChange={(values) => onChange({ status: values.length ? TRADING_STATUSES.filter((status) => values.includes(status)).join(',') : undefined })}
            >
              <Group gap="md" mt={6}>
                {TRADING_STATUSES.map((status) => (
                  <Checkbox key={status} value={status} label={enumLabel(status)} size="sm" />
                ))}
              </Group>
            </Checkbox.Group>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="chain-multileg-label">
                CanParticipateInMultiLegOrder
              </Text>
              <SegmentedControl
                size="xs"
                aria-labelledby="chain-multileg-label"
                value={search.multiLeg === undefined ? 'any' : String(search.multiLeg)}
                onChange={(value) => onChange({ multiLeg: value === 'any' ? undefined : value === 'true' })}
                data={[
                  { value: 'any', label: 'Not sent' },
                  { value: 'true', label: 'true' },
                  { value: 'false', label: 'false' },
                ]}
              />
            </Stack>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                applyClientKey();
              }}
            >
              <Group gap={6} align="flex-end" wrap="nowrap">
                <TextInput
                  label="ClientKey"
                  placeholder="Not sent"
                  value={clientKey}
                  error={errorOf(clientCheck)}
                  onChange={(event) => setClientKey(event.currentTarget.value)}
                  onBlur={applyClientKey}
                  w={220}
                  size="sm"
                  spellCheck={false}
                  autoComplete="off"
                />
                <Button type="submit" size="sm" variant="default">
                  Apply
                </Button>
              </Group>
            </form>
          </Group>
          <Group align="flex-start" gap="xl" wrap="wrap">
            <Select
              label="OptionSpaceSegment"
              description={SEGMENT_HELP[segment]}
              w={{ base: '100%', xs: 380 }}
              allowDeselect={false}
              value={segment}
              onChange={(value) => onChange({ segment: !value || value === 'auto' ? undefined : (value as ChainSearch['segment']) })}
              data={[{ value: 'auto', label: 'Automatic (None + SpecificDates per expiry)' }, ...SEGMENTS.map((value) => ({ value, label: value }))]}
            />
            {showUnderlying && (
              <Select
                label="UnderlyingUic"
                description={
                  segment === 'None'
                    ? 'Not sent with None, which lists no options.'
                    : underlyings.length > 1
                      ? 'This root has options on several underlyings; sent with every segment that lists options.'
                      : 'Needed by the UnderlyingUic segment; narrows the others.'
                }
                w={{ base: '100%', xs: 320 }}
                allowDeselect={false}
                value={search.underlying === undefined ? '' : String(search.underlying)}
                // A chosen segment that lists options stays (the underlying narrows it); None gives way to UnderlyingUic.
                onChange={(value) =>
                  onChange(
                    value
                      ? { underlying: Number(value), segment: search.segment === 'None' ? undefined : search.segment }
                      : { underlying: undefined, segment: search.segment === 'UnderlyingUic' ? undefined : search.segment },
                  )
                }
                data={underlyingData}
              />
            )}
          </Group>
          <div>
            <Text size="sm" fw={500}>
              Requests
            </Text>
            <Stack gap={2} mt={4}>
              {requests.map((line) => (
                <Code key={line} block={false} style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
                  {line}
                </Code>
              ))}
            </Stack>
          </div>
          <Group>
            <HeldButton
              size="xs"
              variant="light"
              held={!active}
              onClick={() => onChange({ status: undefined, multiLeg: undefined, clientKey: undefined, segment: undefined, underlying: undefined })}
            >
              Reset service parameters
            </HeldButton>
          </Group>
        </Stack>
      </Paper>
    </Collapse>
  );
});
