import { useEffect, useState } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { cssVariablesResolver, theme } from './theme';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { subscribeBackend } from '../api/backend';

const colorSchemeManager = localStorageColorSchemeManager({ key: 'refex:color-scheme' });

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));

  // Switching the backend re-runs the loaders against the new one.
  useEffect(() => subscribeBackend(() => void router.invalidate()), [router]);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
