import { useEffect, useState } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { cssVariablesResolver, theme } from './theme';
import { createQueryClient, forgetPreviousBackend } from './query-client';
import { createAppRouter } from './router';
import { getApi, subscribeBackend } from '@/api/backend';
import { OnDemand } from '@/components/OnDemand';

// Toasts are shown after some action, never on the first screen: their container loads after it.
const loadNotifications = () => import('@mantine/notifications').then((module) => ({ default: module.Notifications }));

const colorSchemeManager = localStorageColorSchemeManager({ key: 'refex:color-scheme' });

export function App() {
  const [[queryClient, router]] = useState(() => {
    // Once a renewed session has run again the queries a 401 failed, the route's loaders run again too.
    const client = createQueryClient({ onRenewed: () => void appRouter.invalidate() });
    const appRouter = createAppRouter(client);
    return [client, appRouter] as const;
  });

  // Switching the backend re-runs the loaders against the new one.
  useEffect(() => {
    let previousKey = getApi().key;
    return subscribeBackend(() => {
      const nextKey = getApi().key;
      forgetPreviousBackend(queryClient, previousKey, nextKey);
      previousKey = nextKey;
      void router.invalidate();
    });
  }, [router, queryClient]);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
      <OnDemand load={loadNotifications} props={{ position: 'top-right' }} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
