import { createFileRoute } from '@tanstack/react-router';
import { Title } from '@mantine/core';

export const Route = createFileRoute('/instruments/$assetType/$uic/')({
  component: InstrumentPage,
});

function InstrumentPage() {
  const { assetType, uic } = Route.useParams();
  return (
    <Title order={1}>
      Instrument {uic} ({assetType})
    </Title>
  );
}
