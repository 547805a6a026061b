import { createQueryClient, hydrate } from '@ped/web-kit';
import { getSystem } from '@ped/web-kit/ui';
import type { RemoteName } from '@ped/web-kit/routes';
import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { ReplayEarlyTaps } from './earlyTaps';
import { loadRemoteRoutesFor } from './remotes/remoteRegistry';
import { reviveApiErrors, SSR_PAYLOAD_ID, type SsrPayload } from './server/ssrPayload';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const payloadJson = document.getElementById(SSR_PAYLOAD_ID)?.textContent;

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A page the edge rendered: its data into the cache, its remote and page code loaded, then hydrated. */
async function hydratePage(root: HTMLElement, payload: SsrPayload) {
  const queryClient = createQueryClient();
  hydrate(queryClient, reviveApiErrors(payload.state));
  // A query that failed on the server (a 404) would be fetched again on mount and re-rendered: keep its answer.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryOnMount: false } });
  // Loaded before hydrateRoot, so that hydration does not suspend on the remote (React.lazy) or its page chunk.
  const remotes: Partial<Record<RemoteName, ComponentType>> = {
    [payload.remote]: await loadRemoteRoutesFor(payload.remote, window.location.pathname),
  };
  // Chakra's system is built in a task of its own, between the evaluation of the modules and the first slice of
  // hydration, rather than lengthening either; without its global styles, which the page has (AppProviders).
  await yieldToBrowser();
  getSystem();
  await yieldToBrowser();
  // Hydrated as a transition, which React renders in slices and yields between (~5 ms), rather than in the default
  // lane's one block: on a throttled phone the page answers taps while it hydrates (Lighthouse TBT 880 → 370 ms).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} remotes={remotes} globalStylesInPage />
        <ReplayEarlyTaps />
      </StrictMode>,
    );
  });
}

const render = (root: HTMLElement) => {
  // Nothing of a page rendered here was shown before: what index.html held (a page whose hydration failed) goes.
  window.pedEarlyTaps?.release();
  delete window.pedEarlyTaps;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

if (payloadJson) {
  // The remote could not be loaded: rendered in the browser instead, with the remote's error and retry.
  hydratePage(container, JSON.parse(payloadJson) as SsrPayload).catch(() => render(container));
} else {
  render(container);
}
