import { createAppConfig } from '../../tools/rspack/create-app-config.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  app: 'catalog-ui',
  federationName: 'catalog_ui',
  exposes: { './routes': './src/exposes/routes.ts' },
});
