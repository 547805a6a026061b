// The Node.js build of a frontend app (dist-server/): a Module Federation remote that the edge loads with `require`
// to render public pages (services/edge/src/ssr). Same sharing policy as the browser builds, so the shell's and the
// remotes' server modules share one React, one web-kit (Chakra, emotion, router, TanStack Query contexts).
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sourceRule } from './create-app-config.mjs';
import { federationDefaults } from './module-federation.mjs';

export function createServerConfig({ dir, federationName, exposes }) {
  return {
    mode: 'production',
    context: dir,
    target: 'async-node',
    entry: {},
    output: {
      path: path.join(dir, 'dist-server'),
      uniqueName: `${federationName}_server`,
      publicPath: 'auto',
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [sourceRule()] },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.cjs',
        library: { type: 'commonjs-module' },
        exposes,
        ...federationDefaults(dir),
        manifest: false,
        experiments: { optimization: { target: 'node' } },
      }),
    ],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
  };
}
