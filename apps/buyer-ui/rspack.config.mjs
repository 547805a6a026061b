import { createAppConfig } from '../../tools/rspack/create-app-config.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  app: 'buyer-ui',
  federationName: 'buyer_ui',
  exposes: { './routes': './src/exposes/routes.ts', './live': './src/exposes/live.ts' },
});
