import { createServerConfig } from '../../tools/rspack/create-server-config.mjs';

export default createServerConfig({
  dir: import.meta.dirname,
  federationName: 'catalog_ui',
  exposes: { './routes': './src/exposes/routes.ts' },
});
