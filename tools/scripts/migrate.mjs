// npm run migrate: applies every service's pending migrations to the configured database.
import { DEFAULTS, ensureDatabase } from './lib/infra.mjs';
import { runOrThrow } from './lib/run.mjs';
import { SERVICES } from './lib/system.mjs';

const env = { ...DEFAULTS, ...process.env };
await ensureDatabase(env.DATABASE_URL);
for (const service of SERVICES) await runOrThrow('node', [`services/${service}/dist/migrate.js`], { env });
