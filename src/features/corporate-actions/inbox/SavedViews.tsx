/**
 * Saved views: name the list as it is (whose events, filters, tab, view,
 * sort) and open it again later; each view is a link, kept in this browser.
 */
import { useRef, useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { AnchorLink } from '@/components/RouterLinks';
import { HeldButton } from '@/components/HeldButton';
import type { InboxSearch } from '@/features/corporate-actions/url';
import { readViews, removeView, saveView, writeViews, type SavedView } from './saved-views';
import { webStorage } from '@/api/storage';

const storage = () => webStorage('localStorage');

export function SavedViews({ search }: { search: InboxSearch }) {
  const [views, setViews] = useState<SavedView[]>(() => readViews(storage()));
  const [name, setName] = useState('');
  const update = (next: SavedView[]) => {
    setViews(next);
    writeViews(storage(), next);
  };
  const list = useRef<HTMLDivElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  /** Removes a view and hands the focus to the next view's remove button (else the one before, else the name field). */
  const remove = (index: number) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [])];
    const next = buttons[index + 1] ?? buttons[index - 1];
    (next ?? nameInput.current)?.focus();
    update(removeView(views, views[index]!.name));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    update(saveView(views, name, search));
    setName('');
  };
  return (
    <Popover position="bottom-end" withinPortal trapFocus shadow="md" width={320}>
      <Popover.Target>
        <Button variant="default">Saved views ({views.length})</Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Saved views">
        <Stack gap="xs">
          {views.length === 0 ? (
            <Text size="sm" c="dimmed">
              No saved view yet.
            </Text>
          ) : (
            <Stack ref={list} gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {views.map((view, index) => (
                <li key={view.name}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <AnchorLink to="/corporate-actions" search={view.search} size="sm">
                      {view.name}
                    </AnchorLink>
                    <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Remove the view ${view.name}`} data-remove onClick={() => remove(index)}>
                      ×
                    </ActionIcon>
                  </Group>
                </li>
              ))}
            </Stack>
          )}
          <form onSubmit={submit} aria-label="Save this view">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput ref={nameInput} label="Name of this view" size="sm" value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={60} flex={1} />
              {/* Held, not disabled: saving empties the name, and a disabled button would drop the focus. */}
              <HeldButton type="submit" size="sm" variant="default" held={!name.trim()}>
                Save
              </HeldButton>
            </Group>
          </form>
          <Text size="xs" c="dimmed">
            Kept in this browser. The address of the page is the same view as a link to share.
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
