/**
 * Test render wrapper: the app's Mantine theme and a fresh QueryClient
 * (no retries) around the component under test.
 */
import type { ReactNode } from 'react';
import { render as testingLibraryRender } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { theme } from '@/app/theme';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export function render(ui: ReactNode, { queryClient = createTestQueryClient() }: { queryClient?: QueryClient } = {}) {
  return {
    queryClient,
    ...testingLibraryRender(ui, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MantineProvider theme={theme} env="test">
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      ),
    }),
  };
}

export * from '@testing-library/react';
