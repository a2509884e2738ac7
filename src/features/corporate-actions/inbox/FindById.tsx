/**
 * The box that opens any event by id (4.9), cancelled and complete ones included.
 */
import { memo, useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { checkEventId } from '@/lib/input-checks';

/** Opens any event by id through 4.9, cancelled and complete ones included, for the same selection (the list's address goes along). */
export const FindById = memo(function FindById() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEventId(value);
    const id = checked.ok ? checked.value : undefined;
    if (!id) {
      setError(checked.ok ? 'Enter an event id, such as 9501103.' : checked.error);
      return;
    }
    setError(undefined);
    void navigate({ to: '/corporate-actions/$eventId', params: { eventId: id }, search: (previous: Record<string, unknown>) => previous });
  };
  return (
    <form onSubmit={submit} role="search" aria-label="Find by event id">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label="Find by event id"
          placeholder="Cancelled and older ones too"
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(undefined);
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <Button type="submit" variant="default">
          Open event
        </Button>
      </Group>
    </form>
  );
});
