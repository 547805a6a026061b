import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInstance } from '@module-federation/runtime';
import type { RemoteName } from '@ped/contracts/site';

/** What the shell's `renderPage` (apps/shell/src/server/ssr.tsx) answers. */
export interface RenderedPage {
  /** The #root content. */
  html: string;
  /** The page's <title>, description, Open Graph, canonical and JSON-LD tags. */
  head: string;
  /** The page's <style> tags (emotion's rules for the classes it uses). */
  styles: string;
  /** The data the page was rendered from, for the browser to hydrate with (JSON). */
  payload: unknown;
  /** The API answers that were errors. */
  errors: { url: string; status: number }[];
  passes: number;
}

interface ShellServerModule {
  renderPage(input: {
    url: string;
    origin: string;
    remote: RemoteName;
    routes: unknown;
    fetchApi: (url: string) => Promise<Response>;
  }): Promise<RenderedPage>;
}

/** Renders one page (pathname + search) of catalog-ui. */
export type PageRenderer = (url: string) => Promise<RenderedPage>;

/** The server builds this renderer loads (each app's `rspack.server.config.mjs`). */
const SERVER_ENTRIES = { shell: 'shell', catalog_ui: 'catalog-ui' } as const;

/**
 * The edge as a Module Federation host: loads the server builds of the shell (`shell/ssr`) and of catalog-ui
 * (`catalog_ui/routes`) from APPS_DIR/<app>/dist-server with `require` (their chunks load with fs and vm, rspack's
 * async-node target) and lets the shell render a page around catalog-ui's routes. No app's source is imported
 * here. Null when the server builds are not there (the pages are then rendered in the browser only).
 */
export async function loadPageRenderer(options: {
  appsDir: string;
  origin: string;
  fetchApi: (url: string) => Promise<Response>;
}): Promise<PageRenderer | null> {
  const entries = Object.entries(SERVER_ENTRIES).map(([name, app]) => ({
    name,
    entry: join(options.appsDir, app, 'dist-server', 'remoteEntry.cjs'),
  }));
  if (!entries.every(({ entry }) => existsSync(entry))) return null;
  const require = createRequire(import.meta.url);
  const host = createInstance({
    name: 'edge',
    remotes: entries,
    shared: {},
    plugins: [
      {
        name: 'require-local-entry',
        // A local file: required, not fetched.
        loadEntry: ({ remoteInfo }) =>
          entries.some(({ entry }) => entry === remoteInfo.entry) ? require(remoteInfo.entry) : undefined,
      },
    ],
  });
  const [shell, catalog] = await Promise.all([
    host.loadRemote<ShellServerModule>('shell/ssr'),
    host.loadRemote<{ RemoteRoutes: unknown }>('catalog_ui/routes'),
  ]);
  if (!shell?.renderPage || !catalog?.RemoteRoutes)
    throw new Error('the server builds export no renderPage or RemoteRoutes');
  return (url) =>
    shell.renderPage({
      url,
      origin: options.origin,
      remote: 'catalog_ui',
      routes: catalog.RemoteRoutes,
      fetchApi: options.fetchApi,
    });
}
