import { createServerConfig } from '../../tools/rspack/create-server-config.mjs';

export default createServerConfig({
  dir: import.meta.dirname,
  federationName: 'shell',
  exposes: { './ssr': './src/server/ssr.tsx' },
});
