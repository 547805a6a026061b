import { ChakraProvider, getSystem } from '@ped/web-kit/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../api/createQueryClient';
import { AuthProvider } from '../auth/AuthProvider';
import { AppToaster } from '../toast/AppToaster';

/** Everything a page needs around it: theme, query client, auth state and the toast area. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          {children}
          <AppToaster />
        </AuthProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
