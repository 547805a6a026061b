import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@ped/web-kit';
import type { RemoteName } from '@ped/web-kit/routes';

/** `/remotes.json`: each remote's manifest URL, set per environment without rebuilding the shell. */
type RemoteManifestUrls = Partial<Record<RemoteName, string>>;

const REMOTES_CONFIG_URL = '/remotes.json';

let config: Promise<RemoteManifestUrls> | null = null;
/** The latest registration of each remote and the load attempt it was made for. */
const registrations = new Map<RemoteName, { attempt: number; done: Promise<void> }>();

async function fetchRemotesConfig(): Promise<RemoteManifestUrls> {
  const res = await fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${REMOTES_CONFIG_URL}: ${res.status} ${res.statusText}`);
  return (await res.json()) as RemoteManifestUrls;
}

function remotesConfig(): Promise<RemoteManifestUrls> {
  config ??= fetchRemotesConfig().catch((error: unknown) => {
    config = null; // let the next attempt fetch it again
    throw error;
  });
  return config;
}

function withAttempt(url: string, attempt: number): string {
  if (attempt === 0) return url;
  const busted = new URL(url, window.location.href);
  busted.searchParams.set('attempt', String(attempt));
  return busted.href;
}

async function register(remote: RemoteName, attempt: number): Promise<void> {
  const entry = (await remotesConfig())[remote];
  if (!entry) throw new Error(`${REMOTES_CONFIG_URL} names no manifest for ${remote}`);
  registerRemotes([{ name: remote, entry: withAttempt(entry, attempt) }], { force: attempt > 0 });
}

/**
 * Registers `remote` with the federation runtime, once per load attempt. A retry re-registers it with `force`
 * under a fresh manifest URL, because the runtime caches a failed manifest or entry and would never try again.
 */
function ensureRegistered(remote: RemoteName, attempt: number): Promise<void> {
  const latest = registrations.get(remote);
  if (latest && latest.attempt >= attempt) return latest.done;
  const done = register(remote, attempt);
  registrations.set(remote, { attempt, done });
  done.catch(() => {
    if (registrations.get(remote)?.done === done) registrations.delete(remote);
  });
  return done;
}

/** Loads the remote's `./routes` module (for React.lazy). */
export async function loadRemoteRoutes(
  remote: RemoteName,
  attempt: number,
): Promise<{ default: RemoteRoutesModule['RemoteRoutes'] }> {
  await ensureRegistered(remote, attempt);
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  if (!module?.RemoteRoutes) throw new Error(`${remote}/routes does not export RemoteRoutes`);
  return { default: module.RemoteRoutes };
}

/** Loads another module a remote exposes (`./live` → `live`), for a lazy component of the frame. */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  await ensureRegistered(remote, 0);
  const module = await loadRemote<T>(`${remote}/${exposed}`);
  if (!module) throw new Error(`${remote}/${exposed} could not be loaded`);
  return module;
}

/** Fetches the remote's manifest and its routes' chunks ahead of rendering; failures surface when it renders. */
export async function preloadRemoteRoutes(remote: RemoteName): Promise<void> {
  await ensureRegistered(remote, 0);
  await preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'] }]);
}

/** The remote's routes component with the code of the page at `pathname` loaded (a server-rendered page hydrates with it). */
export async function loadRemoteRoutesFor(remote: RemoteName, pathname: string) {
  await ensureRegistered(remote, 0);
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  if (!module?.RemoteRoutes) throw new Error(`${remote}/routes does not export RemoteRoutes`);
  await module.preloadRoute?.(pathname);
  return module.RemoteRoutes;
}
