import { createAppConfig } from '../../tools/rspack/create-app-config.mjs';

export default createAppConfig({ dir: import.meta.dirname, app: 'shell', federationName: 'shell' });
