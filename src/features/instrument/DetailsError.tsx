import { Stack, Title } from '@mantine/core';
import { ErrorState } from '@/components/ErrorState';
import { RequestPanel } from './RequestPanel';
import type { DetailsSearch } from './url';

/** A failed request with the user's parameters (e.g. an unknown AccountKey): the error, and the parameters to fix it. */
export function DetailsError({
  uic,
  assetType,
  search,
  onSearchChange,
  error,
  onRetry,
}: {
  uic: number;
  assetType: string;
  search: DetailsSearch;
  onSearchChange: (patch: DetailsSearch) => void;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Stack gap="md">
      <RequestPanel uic={uic} assetType={assetType} search={search} onSearchChange={onSearchChange} loading={false} />
      <div>
        <Title order={2} size="h4">
          The details could not be loaded
        </Title>
        <ErrorState error={error} onRetry={onRetry} />
      </div>
    </Stack>
  );
}
