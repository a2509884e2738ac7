import { Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useApi } from '@/api/backend';
import { instrumentQueries } from './queries';
import { ErrorState } from '@/components/ErrorState';
import { useRouteRetry } from '@/components/use-route-retry';
import { AnchorLink, ButtonLink } from '@/components/RouterLinks';
import { clean, enumLabel } from '@/lib/format';
import { uicFromPath } from '@/lib/search-params';

/** The asset types a Uic exists under (details list, 4.3), other than `assetType`, as links. */
function OtherAssetTypes({ uic, assetType }: { uic: number | undefined; assetType: string }) {
  const api = useApi();
  const others = useQuery({ ...instrumentQueries.sameUic(api, uic ?? 0), enabled: uic !== undefined, retry: false });
  const rows = (others.data?.Data ?? []).filter((row) => {
    const type = clean(row.AssetType);
    return type !== undefined && type.toLowerCase() !== assetType.toLowerCase();
  });
  if (uic === undefined || rows.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        Uic {uic} exists as:
      </Text>
      <List size="sm">
        {rows.map((row) => (
          <List.Item key={`${row.AssetType}-${row.Uic}`}>
            <AnchorLink to="/instruments/$assetType/$uic" params={{ assetType: clean(row.AssetType) ?? '', uic: String(uic) }}>
              {enumLabel(row.AssetType)}
            </AnchorLink>{' '}
            {[clean(row.Symbol), clean(row.Description)].filter(Boolean).join(' – ')}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/**
 * Not-found state of an instrument: says what was asked for and, since the
 * same Uic often exists under other asset types, lists those.
 */
export function InstrumentNotFound({ uicText, assetType }: { uicText: string; assetType: string }) {
  const uic = uicFromPath(uicText);
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h3">
          Instrument not found
        </Title>
        <Text>
          {uic === undefined
            ? `“${uicText}” is not a Uic: a Uic is a positive whole number.`
            : `The service has no instrument with Uic ${uic} as ${enumLabel(assetType)}, or it is not available to the current user.`}
        </Text>
        <OtherAssetTypes uic={uic} assetType={assetType} />
        <Group>
          <ButtonLink to="/" variant="light">
            Go to search
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  );
}

/** Error page of an instrument (e.g. 400 InvalidAssetType): the service's error with retry, and the Uic's valid asset types. */
export function InstrumentError({ error, reset, uicText, assetType }: ErrorComponentProps & { uicText: string; assetType: string }) {
  const retry = useRouteRetry(reset);
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h3" mb="sm">
        This instrument could not be shown
      </Title>
      <ErrorState error={error} onRetry={retry} />
      <OtherAssetTypes uic={uicFromPath(uicText)} assetType={assetType} />
    </Container>
  );
}
