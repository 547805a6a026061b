import { ChakraProvider, getSystem } from '@ped/web-kit/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../api/createQueryClient';
import { AuthProvider } from '../auth/AuthProvider';
import { AppToaster } from '../toast/AppToaster';

let systemWithoutGlobalStyles: ReturnType<typeof getSystem> | undefined;

/**
 * The system, but with no global styles for ChakraProvider to insert: a page rendered on the server carries them
 * (its `css-global` style tag, which stays for the whole visit). Left unread, they are never computed in the browser
 * (tools/rspack/chakra-lazy-global-loader.cjs), and emotion does not serialize them again to find that tag.
 */
function pageSystem() {
  systemWithoutGlobalStyles ??= Object.create(getSystem(), { _global: { value: [] } }) as ReturnType<
    typeof getSystem
  >;
  return systemWithoutGlobalStyles;
}

/**
 * Everything a page needs around it: theme, query client, auth state and the toast area. `globalStylesInPage`:
 * the page is a server-rendered one being hydrated, whose <head> has Chakra's global styles already.
 */
export function AppProviders({
  children,
  queryClient,
  globalStylesInPage = false,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  globalStylesInPage?: boolean;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ChakraProvider value={globalStylesInPage ? pageSystem() : getSystem()}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          {children}
          <AppToaster />
        </AuthProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
