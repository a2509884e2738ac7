/**
 * What the comparison asks for: the field groups, only the differences, more instruments, and the request's other
 * parameters (tags, account key, $top, $skip) behind a disclosure.
 */
import { useState } from 'react';
import { Button, Checkbox, Collapse, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { ButtonLink } from '@/components/RouterLinks';
import { checkKey, errorOf } from '@/lib/input-checks';
import { MAX_TOP, parseList } from '@/lib/search-params';
import { useDraft } from '@/lib/use-draft';
import { FIELD_GROUP_OPTIONS, type CompareUrl } from './url';

export type SetCompareParam = <K extends keyof CompareUrl>(key: K, value: CompareUrl[K], options?: { replace?: boolean }) => void;

export function CompareOptions({ compare, automaticTop, set }: { compare: CompareUrl; automaticTop: number; set: SetCompareParam }) {
  const groups = parseList(compare.groups);
  const [advancedOpen, setAdvancedOpen] = useState(compare.tags !== undefined || compare.account !== undefined || compare.top !== undefined || compare.skip !== undefined);
  return (
    <Paper withBorder p="md" component="section" aria-label="Comparison options">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Checkbox.Group
            label="Field groups"
            description="Extra information the service adds on request"
            value={groups}
            onChange={(value) => set('groups', value.length ? value.join(',') : undefined)}
          >
            <Group gap="md" mt={6}>
              {FIELD_GROUP_OPTIONS.map((option) => (
                <Checkbox key={option.value} value={option.value} label={option.label} />
              ))}
              {groups
                .filter((group) => !FIELD_GROUP_OPTIONS.some((option) => option.value === group))
                .map((group) => (
                  <Checkbox key={group} value={group} label={group} />
                ))}
            </Group>
          </Checkbox.Group>
          <Stack gap={6} align="flex-end">
            <Switch label="Only differences" checked={compare.diff === true} onChange={(event) => set('diff', event.currentTarget.checked ? true : undefined, { replace: true })} />
            <Group gap="xs">
              <ButtonLink to="/" search={{ sel: compare.items }} variant="subtle" size="xs">
                Add instruments
              </ButtonLink>
              <Button variant="subtle" size="xs" onClick={() => setAdvancedOpen((open) => !open)} aria-expanded={advancedOpen} aria-controls="compare-advanced">
                Request parameters
              </Button>
            </Group>
          </Stack>
        </Group>
        <Collapse expanded={advancedOpen} id="compare-advanced">
          <AdvancedParameters compare={compare} automatic={automaticTop} set={set} />
        </Collapse>
      </Stack>
    </Paper>
  );
}

function AdvancedParameters({ compare, automatic, set }: { compare: CompareUrl; automatic: number; set: SetCompareParam }) {
  const tags = useDraft(compare.tags ?? '', (value) => set('tags', value.trim() || undefined, { replace: true }));
  // A key the service cannot take stays in its field with a note and is not sent.
  const account = useDraft(compare.account ?? '', (value) => {
    const checked = checkKey(value, 'An account key');
    if (checked.ok) set('account', checked.value, { replace: true });
  });
  const whole = (value: string, min: number, max: number) => /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;
  const top = useDraft(compare.top === undefined ? '' : String(compare.top), (value) => {
    if (value.trim() === '') set('top', undefined, { replace: true });
    else if (whole(value, 1, MAX_TOP)) set('top', Number(value), { replace: true });
  });
  const skip = useDraft(compare.skip === undefined ? '' : String(compare.skip), (value) => {
    if (value.trim() === '' || value.trim() === '0') set('skip', undefined, { replace: true });
    else if (whole(value, 0, 2_147_483_647)) set('skip', Number(value), { replace: true });
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" pt="sm">
      <TextInput label="Tags" description="One tag" {...tags.field} />
      <TextInput
        label="Account key"
        description="Account-specific details"
        {...account.field}
        error={errorOf(checkKey(account.value, 'An account key'))}
        classNames={{ input: 'mono' }}
      />
      <NumberInput
        label="Rows ($top)"
        description={`Automatic: ${automatic} (every combination)`}
        placeholder={String(automatic)}
        {...top.field}
        onChange={(value) => top.change(String(value))}
        min={1}
        max={MAX_TOP}
        allowDecimal={false}
        allowNegative={false}
        error={top.value.trim() !== '' && !whole(top.value, 1, MAX_TOP) ? `A whole number from 1 to ${MAX_TOP}` : undefined}
      />
      <NumberInput
        label="Skip ($skip)"
        description="Rows to skip"
        placeholder="0"
        {...skip.field}
        onChange={(value) => skip.change(String(value))}
        min={0}
        allowDecimal={false}
        allowNegative={false}
      />
    </SimpleGrid>
  );
}
