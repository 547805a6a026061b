// Every place the app builds reach into a third-party package's insides, each with why. Each one checks its
// target when the config is built (or, for the Chakra loader, the exact source it edits) and throws naming
// itself, so a package update that moves or changes the target fails the build instead of shipping the
// unpatched code. The list, in one place:
//
// 1. chakraLazyGlobalRule: Chakra's `createSystem` computes a system's global styles lazily (the loader
//    chakra-lazy-global-loader.cjs edits @chakra-ui/react's styled-system/system.js; ~70 ms of a throttled
//    phone's start, and a server-rendered page already carries those styles).
// 2. reactRouterProductionBuild: production builds take React Router's production build, which its exports
//    map hides (remix-run/react-router#12532, #14102).
// 3. federationRuntimeEsmAliases: the Module Federation plugins import their runtime's CommonJS builds by
//    absolute path; aliasing them to the same packages' ESM builds lets the bundle tree-shake the SDK.
//
// (react-devtools-hook.js edits no package: it installs a development-only global before React starts.)
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** `file` when it exists; otherwise the build stops naming the reach whose target moved. */
function target(file, reach) {
  if (!existsSync(file)) {
    throw new Error(
      `${file} is gone: the package changed; update ${reach} in tools/rspack/package-reaches.mjs`,
    );
  }
  return file;
}

/** The rule that runs the Chakra loader on `@chakra-ui/react/dist/esm/styled-system/system.js` (1 above). */
export function chakraLazyGlobalRule(dir) {
  const pkg = createRequire(path.join(dir, 'package.json')).resolve('@chakra-ui/react/package.json');
  target(path.join(path.dirname(pkg), 'dist/esm/styled-system/system.js'), 'chakraLazyGlobalRule');
  return {
    test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
    loader: path.join(import.meta.dirname, 'chakra-lazy-global-loader.cjs'),
  };
}

/** `react-router/dist/production/index.mjs` as installed for the app in `dir` (2 above). */
export function reactRouterProductionBuild(dir) {
  const pkg = createRequire(path.join(dir, 'package.json')).resolve('react-router/package.json');
  return target(path.join(path.dirname(pkg), 'dist/production/index.mjs'), 'reactRouterProductionBuild');
}

/** The ESM entry (`exports['.'].import`) of the package whose CommonJS entry is `cjsPath`. */
function esmEntry(cjsPath) {
  let dir = path.dirname(cjsPath);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const entry = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).exports['.'].import;
  return target(
    path.join(dir, typeof entry === 'string' ? entry : entry.default),
    'federationRuntimeEsmAliases',
  );
}

/**
 * `resolve.alias` entries that give the bundle the ESM builds of the Module Federation runtime.
 *
 * @rspack/core's ModuleFederationPlugin (2.3) and @module-federation/rspack (2.9) find the bundler runtime, the
 * runtime and runtime plugins with Node's `require.resolve`, i.e. their CommonJS builds, and import them by
 * absolute path: CommonJS cannot be tree-shaken, so each app shipped the whole SDK and the code paths that
 * `experiments.optimization` turns off (~6 KB gzipped per app on the home page's first load). Aliasing those
 * absolute paths to the same packages' ESM builds fixes that; their own imports then resolve to ESM by themselves.
 * (Upstream, @module-federation/enhanced's webpack plugin already prefers the ESM `/bundler` entries.)
 */
export function federationRuntimeEsmAliases(fromDir) {
  const requireFrom = (file) => createRequire(file).resolve;
  // Resolved along the chain the plugins take: the app → enhanced → @module-federation/rspack → runtime-tools.
  const enhanced = requireFrom(path.join(fromDir, 'package.json'))('@module-federation/enhanced/rspack');
  const rspackPlugin = requireFrom(enhanced)('@module-federation/rspack');
  const runtimeTools = requireFrom(rspackPlugin)('@module-federation/runtime-tools');
  const cjsEntries = [
    requireFrom(runtimeTools)('@module-federation/webpack-bundler-runtime'),
    requireFrom(runtimeTools)('@module-federation/runtime'),
    requireFrom(rspackPlugin)('@module-federation/inject-external-runtime-core-plugin'),
  ];
  const aliases = Object.fromEntries(cjsEntries.map((cjs) => [cjs, esmEntry(cjs)]));
  // The plugin also aliases the bare name to the CommonJS build; an app's own alias of the same key wins.
  aliases['@module-federation/runtime'] = esmEntry(cjsEntries[1]);
  return aliases;
}
