// The shell's server module, exposed to the edge as `shell/ssr` (rspack.server.config.mjs). It renders the same
// tree as App.tsx (frame, routes, the owning remote's routes) for one URL, with the remote's routes component
// handed in by the edge (loaded through Module Federation), its data fetched through `fetchApi` and dehydrated,
// Chakra's emotion styles and the page's metadata as <head> tags.
import {
  ApiError,
  AUTH_USER_QUERY_KEY,
  createQueryClient,
  dehydrate,
  PageMetaSink,
  pageMetaHtml,
  queryKeyToUrl,
  ServerQueries,
  throwIfResNotOk,
  type PageMeta,
} from '@ped/web-kit';
import { createEmotionCache, EmotionCacheProvider, StaticRouter, type EmotionCache } from '@ped/web-kit/ui';
import type { RemoteName } from '@ped/web-kit/routes';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { AppTree } from '../App';
import { emotionStyleTags } from './emotionStyles';
import { SSR_ERROR_KEY, type SsrPayload } from './ssrPayload';

export interface RenderInput {
  /** pathname + search */
  url: string;
  /** The site's public origin (canonical URLs, JSON-LD). */
  origin: string;
  remote: RemoteName;
  /** The remote's routes component (its `./routes` module's RemoteRoutes). */
  routes: ComponentType;
  /** GET a same-origin URL (`/api/...`) as the browser would, anonymously (the edge: the gateway). */
  fetchApi: (url: string) => Promise<Response>;
  /** Render passes at most (each pass discovers the queries the previous pass's data led to). */
  maxPasses?: number;
}

export interface RenderOutput {
  /** The rendered #root content. */
  html: string;
  /** <title>, description, Open Graph, canonical, JSON-LD; empty when the page set none. */
  head: string;
  /** The page's styles, for <head> (emotionStyles.ts). */
  styles: string;
  payload: SsrPayload;
  /** The API answers that were errors: a 404 makes the page a 404; any other error makes it not worth keeping. */
  errors: { url: string; status: number }[];
  passes: number;
}

interface TreeProps {
  url: string;
  input: RenderInput;
  client: QueryClient;
  sink: (m: PageMeta) => void;
  wanted: Map<string, QueryKey>;
  styles: EmotionCache;
}

function Tree(props: TreeProps) {
  return (
    <EmotionCacheProvider value={props.styles}>
      <StaticRouter location={props.url}>
        <PageMetaSink.Provider value={props.sink}>
          <ServerQueries.Provider value={props.wanted}>
            <AppTree queryClient={props.client} remotes={{ [props.input.remote]: props.input.routes }} />
          </ServerQueries.Provider>
        </PageMetaSink.Provider>
      </StaticRouter>
    </EmotionCacheProvider>
  );
}

async function prerenderOnce(element: ReactElement): Promise<string> {
  // Infinity: never outline a large boundary into a hidden div + inline $RC script (the edge's CSP allows no
  // inline script it has not hashed, and hydration would then start from the fallback).
  const { prelude } = await prerender(element, { progressiveChunkSize: Infinity });
  return new Response(prelude).text();
}

const authKey = JSON.stringify(AUTH_USER_QUERY_KEY);

/**
 * Renders `url` until no query it reads is still waiting for data: web-kit's `useQuery` names each enabled query it
 * reads (ServerQueries); those without an answer are fetched, and the page rendered again. The signed-in user is
 * never fetched (one rendered page serves everyone): the frame renders its loading state, as in the browser before
 * `/api/auth/user` answers.
 */
export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  const { url, origin, fetchApi, maxPasses = 4 } = input;
  // catalog-ui's siteUrl() (canonical URLs in JSON-LD) reads the origin here where there is no window.
  (globalThis as { PED_PUBLIC_ORIGIN?: string }).PED_PUBLIC_ORIGIN = origin;
  const client = createQueryClient();
  // A query that failed (a 404) renders its error: with a retry on mount it would render as loading again.
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryOnMount: false } });
  let meta: PageMeta | null = null;
  const sink = (m: PageMeta) => {
    meta = m;
  };
  // One per page (the default cache is module-wide: a class inserted by an earlier page would be left out of
  // this one), in compat mode: styles are kept in the cache and written to <head> once the page is rendered.
  const styles = createEmotionCache({ key: 'css' });
  styles.compat = true;
  let html: string;
  let passes = 0;
  for (;;) {
    const wanted = new Map<string, QueryKey>();
    html = await prerenderOnce(
      <Tree url={url} input={input} client={client} sink={sink} wanted={wanted} styles={styles} />,
    );
    passes++;
    // Answered (data or an error) in an earlier pass, or never fetched here: the signed-in user.
    const pending = [...wanted.entries()]
      .filter(
        ([hash, key]) => hash !== authKey && (client.getQueryState(key)?.status ?? 'pending') === 'pending',
      )
      .map(([, key]) => key);
    if (pending.length === 0 || passes >= maxPasses) break;
    await Promise.all(
      pending.map((queryKey) =>
        client.prefetchQuery({
          queryKey,
          // The browser's default query function with the edge's fetch: a non-OK answer throws the same ApiError.
          queryFn: async () => {
            const res = await fetchApi(queryKeyToUrl(queryKey));
            await throwIfResNotOk(res);
            return res.json();
          },
        }),
      ),
    );
  }
  const errors: RenderOutput['errors'] = [];
  const state = dehydrate(client, {
    // A 4xx is part of the page (Exporter Not Found): dehydrated as {status, text}, revived as ApiError by the
    // browser (bootstrap.tsx). Anything else (5xx, network) is left for the browser to fetch.
    shouldDehydrateQuery: (q) => {
      if (q.queryHash === authKey || q.state.status === 'pending') return false;
      if (q.state.status !== 'error') return true;
      const error = q.state.error;
      errors.push({ url: queryKeyToUrl(q.queryKey), status: error instanceof ApiError ? error.status : 0 });
      return error instanceof ApiError && error.status >= 400 && error.status < 500;
    },
    shouldRedactErrors: () => false,
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError)
      (query.state as { error: unknown }).error = {
        [SSR_ERROR_KEY]: { status: error.status, text: error.text },
      };
  }
  const pathname = new URL(url, origin).pathname;
  const rendered: PageMeta | null = meta;
  return {
    html,
    head: rendered ? pageMetaHtml(rendered, origin, pathname) : '',
    styles: emotionStyleTags(styles, html),
    payload: { state, remote: input.remote },
    errors,
    passes,
  };
}
