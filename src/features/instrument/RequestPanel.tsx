import { useCallback, useRef, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Button, Checkbox, Code, Collapse, Group, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { checkKey, errorOf } from '@/lib/input-checks';
import { Note } from '@/components/Note';
import { CopyButton } from '@/components/CopyButton';
import { FIELD_GROUPS, FIELD_GROUP_INFO, groupsParam, parseGroups } from '@/model/instrument';
import { detailsRequestLine } from './queries';
import type { DetailsSearch } from './url';

/**
 * Every parameter of operation 4.4: the field groups, and (advanced) the
 * account and client the details are evaluated for. All of it lives in the URL.
 * The request line always shows; the parameters fold away (folded at first on
 * narrow screens, where the panel sits above the details).
 */
/** The look and manners of the key fields: monospace, side by side, not completed or spell-checked by the browser. */
const KEY_INPUT = { classNames: { input: 'mono' }, style: { flex: '1 1 14rem', maxWidth: '20rem' }, autoComplete: 'off', spellCheck: false } as const;

/**
 * Set by Clear keys, whose button goes with the keys. The same panel hands the focus to the AccountKey field; when a
 * new panel takes its place soon after (the error's panel gives way to the page's) and the focus fell to the page's
 * body meanwhile, the new one takes it on its advanced toggle.
 */
let clearedAt = Number.NEGATIVE_INFINITY;
const HANDOVER_MS = 10_000;

export function RequestPanel({
  uic,
  assetType,
  search,
  onSearchChange,
  loading,
}: {
  uic: number;
  assetType: string;
  search: DetailsSearch;
  onSearchChange: (patch: DetailsSearch) => void;
  loading: boolean;
}) {
  // The checkboxes follow a click at once; the URL (and the data) follow when the new details have loaded.
  const [pending, setPending] = useState<{ from: string | undefined; groups: string[] } | undefined>(undefined);
  if (pending && pending.from !== search.groups) setPending(undefined);
  const groups = pending && pending.from === search.groups ? pending.groups : parseGroups(search.groups);
  const hasKeys = Boolean(search.accountKey || search.clientKey);
  const accountInput = useRef<HTMLInputElement>(null);
  const advancedToggle = useCallback((node: HTMLButtonElement | null) => {
    if (!node || Date.now() - clearedAt > HANDOVER_MS || (document.activeElement && document.activeElement !== document.body)) return;
    clearedAt = Number.NEGATIVE_INFINITY;
    node.focus();
  }, []);
  const [advanced, setAdvanced] = useState(hasKeys);
  const [accountKey, setAccountKey] = useState(search.accountKey ?? '');
  const [clientKey, setClientKey] = useState(search.clientKey ?? '');
  const [applied, setApplied] = useState({ accountKey: search.accountKey, clientKey: search.clientKey });
  // Follow the URL when it changes from outside (back/forward, links).
  if (applied.accountKey !== search.accountKey || applied.clientKey !== search.clientKey) {
    setApplied({ accountKey: search.accountKey, clientKey: search.clientKey });
    setAccountKey(search.accountKey ?? '');
    setClientKey(search.clientKey ?? '');
    if (search.accountKey || search.clientKey) setAdvanced(true);
  }
  const accountCheck = checkKey(accountKey, 'An AccountKey');
  const clientCheck = checkKey(clientKey, 'A ClientKey');
  const path = detailsRequestLine(uic, assetType, search);
  const wide = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  const [unfolded, setUnfolded] = useState<boolean | undefined>(undefined);
  const open = unfolded ?? (wide || hasKeys);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="request-heading">
      <Stack gap="sm">
        <Group gap="xs">
          <Text fw={600} id="request-heading">
            Request
          </Text>
          <Group gap={6} role="status" aria-live="polite">
            {loading && (
              <>
                <Loader size="xs" aria-hidden="true" />
                <Note>Updating the details…</Note>
              </>
            )}
          </Group>
          <Button variant="subtle" size="compact-sm" ml="auto" onClick={() => setUnfolded(!open)} aria-expanded={open} aria-controls="request-parameters">
            {open ? 'Hide parameters' : 'Show parameters'}
          </Button>
        </Group>
        <Collapse expanded={open} id="request-parameters">
          <Stack gap="sm">
            <Checkbox.Group
              label="Field groups"
              description="Ask the service for more fields (FieldGroups); the sections they add appear with the details."
              value={groups}
              onChange={(next) => {
                setPending({ from: search.groups, groups: next });
                onSearchChange({ groups: groupsParam(next) });
              }}
            >
              <Stack gap={6} mt={6}>
                {FIELD_GROUPS.map((group) => (
                  <Checkbox key={group} value={group} label={FIELD_GROUP_INFO[group].label} description={group} />
                ))}
              </Stack>
            </Checkbox.Group>

            <div>
              <UnstyledButton ref={advancedToggle} onClick={() => setAdvanced((open) => !open)} aria-expanded={advanced} aria-controls="request-advanced">
                <Text component="span" size="sm" fw={500} c="var(--mantine-primary-color-light-color)">
                  {advanced ? '▾' : '▸'} Account and client (advanced){hasKeys ? ' · in use' : ''}
                </Text>
              </UnstyledButton>
              <Collapse expanded={advanced} id="request-advanced">
                <form
                  onSubmit={(event) => {
                    event.preventDefault();
                    // Keys that cannot be a key's text are not sent; each field says what is wrong.
                    if (accountCheck.ok && clientCheck.ok) onSearchChange({ accountKey: accountCheck.value, clientKey: clientCheck.value });
                  }}
                >
                  <Group align="flex-end" gap="sm" mt="xs" wrap="wrap">
                    <TextInput
                      label="AccountKey"
                      ref={accountInput}
                      description="Evaluate access and trading for this account"
                      value={accountKey}
                      error={errorOf(accountCheck)}
                      onChange={(event) => setAccountKey(event.currentTarget.value)}
                      {...KEY_INPUT}
                    />
                    <TextInput
                      label="ClientKey"
                      description="Evaluate for this client's accounts"
                      value={clientKey}
                      error={errorOf(clientCheck)}
                      onChange={(event) => setClientKey(event.currentTarget.value)}
                      {...KEY_INPUT}
                    />
                    <Button type="submit" variant="light">
                      Apply
                    </Button>
                    {hasKeys && (
                      <Button
                        variant="subtle"
                        color="gray"
                        onClick={() => {
                          accountInput.current?.focus();
                          clearedAt = Date.now();
                          onSearchChange({ accountKey: undefined, clientKey: undefined });
                        }}
                      >
                        Clear keys
                      </Button>
                    )}
                  </Group>
                </form>
              </Collapse>
            </div>
          </Stack>
        </Collapse>

        <Group gap={4} wrap="nowrap" align="center">
          <Text size="xs" c="dimmed">
            GET
          </Text>
          <Code style={{ wordBreak: 'break-all' }}>{path}</Code>
          <CopyButton value={path} label="Copy request path" />
        </Group>
      </Stack>
    </Paper>
  );
}
