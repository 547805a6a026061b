// Component tests render pages in a memory router, which no app needs: imported here directly, for tests only.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter, useLocation } from 'react-router';
import { ChakraProvider, getSystem } from '@ped/web-kit/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { Suspense, useEffect, type ReactElement } from 'react';
import { AuthContext } from '../auth/authContext';
import { AUTH_USER_QUERY_KEY, type AuthState, type AuthUser } from '../auth/authUser';
import { AppToaster } from '../toast/AppToaster';
// The toast area and store load on the first toast (dynamic imports); loaded here first, because jest's ESM
// loader fails ("not in cache") when two dynamic imports link the same dependency at once.
import '../toast/ToastArea';
import { toaster } from '../toast/toaster';

/** What shows while a lazy page's code loads (the shell's Suspense shows a spinner there). */
export const PAGE_LOADING = 'Loading the page…';

/**
 * Waits until the lazy page's code has loaded. The first page of a suite imports its chunk through
 * jest's ESM loader, which on a loaded machine takes longer than waitFor's default second.
 */
export function waitForPageLoaded(): Promise<void> {
  return waitFor(
    () => {
      if (screen.queryByText(PAGE_LOADING)) throw new Error(`still "${PAGE_LOADING}"`);
    },
    { timeout: 15_000 },
  );
}

export interface RenderOptions {
  /** The page's address. */
  path?: string;
  /** The signed-in user; null for a visitor; 'loading' while the session is being read. */
  user?: AuthUser | null | 'loading';
  /** By default `createTestQueryClient()`. */
  queryClient?: QueryClient;
  /**
   * What the auth query holds when it is ahead of `user` (AuthProvider defers the user it passes down): a sign-in
   * that has landed but not reached the page yet. The same as `user` unless given.
   */
  latestUser?: AuthUser | null;
}

export interface RenderedPage extends RenderResult {
  queryClient: QueryClient;
  /** Where the router is now (path and query). */
  currentPath: () => string;
}

/**
 * A query client as the site's, minus the network: a read without an answer put in with `setQueryData` stays
 * loading (its page shows its loading state).
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: () => new Promise<never>(() => undefined),
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

function LocationProbe({ onChange }: { onChange: (path: string) => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    onChange(pathname + search);
  }, [pathname, search, onChange]);
  return null;
}

/** Renders `ui` inside what the shell gives every page: theme, query client, auth state, router and toasts. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', user = null, queryClient = createTestQueryClient(), ...options }: RenderOptions = {},
): RenderedPage {
  toaster.remove(); // each test starts with no toast (the store is module state, like the site's)
  let current = path;
  const auth: AuthState =
    user === 'loading'
      ? { user: null, isLoading: true, isAuthenticated: false, signedInAs: null }
      : { user, isLoading: false, isAuthenticated: user !== null, signedInAs: null };
  // Where AuthProvider reads it from too (`useAuthUserReader` asks the cache when a button is used).
  const latestUser = 'latestUser' in options ? options.latestUser : user;
  if (latestUser !== 'loading') queryClient.setQueryData(AUTH_USER_QUERY_KEY, latestUser);
  const result = render(
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe
              onChange={(next) => {
                current = next;
              }}
            />
            <Suspense fallback={<p>{PAGE_LOADING}</p>}>{ui}</Suspense>
          </MemoryRouter>
          <AppToaster />
        </AuthContext.Provider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...result, queryClient, currentPath: () => current };
}
