import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h3">
          Not found
        </Title>
        <Text>This {what} does not exist, or it is not available to the current user. Check the address, or start again from the search.</Text>
        <Button component={Link} to="/" variant="light">
          Go to search
        </Button>
      </Stack>
    </Container>
  );
}
