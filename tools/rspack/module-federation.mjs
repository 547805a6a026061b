// The one Module Federation sharing policy. Every app's rspack config spreads `federationDefaults(dir)`,
// so the shell and the remotes always agree on the singletons and their versions.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Packages shared as singletons: loaded once, by whichever app loads first.
 *
 * Chakra UI, emotion, React Router and TanStack Query are deliberately absent: Module Federation shares a package
 * whole (all of Chakra is ~300 KB gzipped). Apps reach Chakra and React Router only through `@ped/web-kit/ui`, a
 * singleton re-exporting exactly what they use (ESLint refuses direct imports), and `@ped/web-kit/ui-overlays` and
 * `@ped/web-kit/ui-lazy`, the components no first paint needs; TanStack Query's hooks through `@ped/web-kit`.
 * Being loaded once, they keep one Chakra system, one emotion cache, one router context and one QueryClient
 * context for the shell and every remote.
 */
const SINGLETON_PACKAGES = ['react', 'react-dom', '@ped/web-kit'];

/** Share keys that are sub-paths of a package above: `[shareKey, package whose version pins it]`. */
const SUBPATH_SHARES = [
  ['react/jsx-runtime', 'react'],
  ['react/jsx-dev-runtime', 'react'],
  ['react-dom/', 'react-dom'],
  ['@ped/web-kit/ui', '@ped/web-kit'],
  // Fetched only when a lazily loaded module needs them (libs/web-kit/src/ui-overlays.ts, ui-lazy.ts, forms/).
  ['@ped/web-kit/ui-overlays', '@ped/web-kit'],
  ['@ped/web-kit/ui-lazy', '@ped/web-kit'],
  ['@ped/web-kit/forms', '@ped/web-kit'],
];

/** The version of `name` as installed for the app in `fromDir` (reads its package.json, whatever its exports). */
export function installedVersion(name, fromDir) {
  const require = createRequire(path.join(fromDir, 'package.json'));
  let dir = path.dirname(require.resolve(name));
  for (;;) {
    const file = path.join(dir, 'package.json');
    try {
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      if (pkg.name === name) return pkg.version;
    } catch {
      // no package.json at this level: keep walking up
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the installed version of ${name} from ${fromDir}`);
    dir = parent;
  }
}

/** The `shared` map: each entry a singleton pinned to the installed version, never eager. */
export function sharedSingletons(fromDir) {
  const versions = Object.fromEntries(
    SINGLETON_PACKAGES.map((name) => [name, installedVersion(name, fromDir)]),
  );
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    shared[name] = { singleton: true, requiredVersion: versions[name], version: versions[name] };
  }
  for (const [key, owner] of SUBPATH_SHARES) {
    shared[key] = { singleton: true, requiredVersion: versions[owner], version: versions[owner] };
  }
  return shared;
}

/** Options common to every app's `ModuleFederationPlugin`. */
export function federationDefaults(fromDir) {
  return {
    shared: sharedSingletons(fromDir),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: true,
  };
}
