// Builds the rspack config of one frontend app (the shell or a remote) from a few facts about it.
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { federationDefaults } from './module-federation.mjs';
import {
  chakraLazyGlobalRule,
  federationRuntimeEsmAliases,
  reactRouterProductionBuild,
} from './package-reaches.mjs';
import { PrecompressedAssetsPlugin } from './precompressed-assets.mjs';

const API_TARGET = 'http://127.0.0.1:3000';
const DEVTOOLS_HOOK = path.join(import.meta.dirname, 'react-devtools-hook.js');

/** Dev-server ports; the shell proxies `/remotes/<app>/` to each remote so `remotes.json` is the same everywhere. */
export const DEV_PORTS = { shell: 4200, 'catalog-ui': 4201, 'buyer-ui': 4202, 'admin-ui': 4203 };

function remoteProxies() {
  return Object.entries(DEV_PORTS)
    .filter(([app]) => app !== 'shell')
    .map(([app, port]) => ({
      context: [`/remotes/${app}/`],
      target: `http://127.0.0.1:${port}`,
      pathRewrite: { [`^/remotes/${app}`]: '' },
    }));
}

/** Our TypeScript and JSX, compiled by swc (`react`: swc's React transform options beyond the automatic runtime). */
export function sourceRule(react = {}) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', ...react } },
      },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir the app's directory (`import.meta.dirname`)
 * @param {string} options.app the app's folder name, a key of DEV_PORTS
 * @param {string} options.federationName the Module Federation name (`shell`, `catalog_ui`, ...)
 * @param {Record<string, string>} [options.exposes] a remote's exposed modules; absent for the host
 */
export function createAppConfig({ dir, app, federationName, exposes }) {
  const isRemote = Boolean(exposes);
  return (_env, argv) => {
    const isDev = argv.mode === 'development';
    return {
      context: dir,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        // The shell is served at the site root (deep links need absolute chunk URLs); remotes work under any sub-path.
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: federationName,
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // React Router's exports map names only its development build (remix-run/react-router#12532, #14102):
        // production builds take its production build, without the dev-only warnings.
        alias: {
          ...federationRuntimeEsmAliases(dir),
          ...(isDev ? {} : { 'react-router$': reactRouterProductionBuild(dir) }),
        },
      },
      module: {
        rules: [sourceRule({ development: isDev, refresh: isDev }), chakraLazyGlobalRule(dir)],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
          ...federationDefaults(dir),
          // One Module Federation runtime per page: the shell publishes its runtime-core and the remotes' builds
          // leave theirs out (~18 KB gzipped each). A remote's own dev server keeps its runtime, as no shell
          // provides one there.
          experiments: {
            ...(isRemote ? { externalRuntime: !isDev } : { provideExternalRuntime: true }),
            // Browser-only builds: the runtime's Node.js code paths become dead code for the minifier. Remotes
            // load no remotes themselves (the shell's runtime loads them), so they drop the remote-loading code.
            optimization: { target: 'web', disableRemote: isRemote },
          },
        }),
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'src/index.html'),
          chunks: ['main'],
          // A remote's own page is only for running it standalone at a site root.
          publicPath: '/',
        }),
        new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
        // Before React Refresh's own entry: lets a remote's refresh runtime find the shell's react-dom.
        isDev && new rspack.EntryPlugin(dir, DEVTOOLS_HOOK, { name: undefined }),
        isDev && new ReactRefreshRspackPlugin(),
        !isDev && new PrecompressedAssetsPlugin(),
      ].filter(Boolean),
      // Production builds ship no source maps: the edge would serve them to anyone under /remotes/*.
      devtool: isDev ? 'cheap-module-source-map' : false,
      performance: { hints: false },
      // `rspack serve` turns on lazy compilation of dynamic imports unless this top-level key is set. With Module
      // Federation it breaks the first load: `import('./bootstrap')` becomes a proxy compiled on demand, and the
      // runtime already in the page lacks the new chunk's shared-module consumes (`reading 'call'` in
      // __webpack_require__). Builds ignore the option, so production output is unchanged.
      lazyCompilation: false,
      devServer: {
        host: '127.0.0.1',
        port: DEV_PORTS[app],
        historyApiFallback: true,
        hot: true,
        headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : undefined,
        proxy: [{ context: ['/api'], target: API_TARGET }, ...(isRemote ? [] : remoteProxies())],
      },
    };
  };
}
