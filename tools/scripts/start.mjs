// npm start: install if needed, build, make sure the infrastructure runs, migrate, seed, start
// every service, the gateway and the edge, and print the URL. Ctrl-C stops what it started.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll, ensureDependencies } from './lib/build.mjs';
import { DEFAULTS, ensureDatabase, ensureInfrastructure } from './lib/infra.mjs';
import { ensureMailCatcher } from './lib/mail.mjs';
import { ROOT } from './lib/paths.mjs';
import { migrateAndSeed, startSystem } from './lib/system.mjs';

const started = Date.now();
const env = { ...DEFAULTS, ...process.env };
env.ADMIN_INITIAL_PASSWORD ??= developmentAdminPassword();
const port = Number(process.env.PORT ?? 8080);
// Each process's GET /metrics on a port of its own from METRICS_PORT_BASE (0: none): the edge on the base, the
// gateway on +1, catalog, identity, messaging and admin on +2…+5, the catalog's worker on +6; a second replica 10
// higher.
const metricsBase = Number(process.env.METRICS_PORT_BASE ?? 9400);
const METRICS_OFFSETS = {
  edge: 0,
  gateway: 1,
  catalog: 2,
  identity: 3,
  messaging: 4,
  admin: 5,
  'catalog-worker': 6,
};
function metricsPortOf(name, base) {
  if (!base) return undefined;
  const [, process, replica = '1'] = /^(.+?)(?:-(\d+))?$/.exec(name);
  return base + METRICS_OFFSETS[process] + 10 * (Number(replica) - 1);
}
// How many of each service and of the gateway (the edge balancing over the gateways).
const replicas = Number(process.env.REPLICAS ?? 1);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 8) {
  console.error('REPLICAS must be a whole number from 1 to 8');
  process.exit(1);
}

try {
  await ensureDependencies();
  await buildAll();
  const stopInfrastructure = await ensureInfrastructure(env);
  await ensureDatabase(env.DATABASE_URL);
  console.log('Migrating and seeding…');
  await migrateAndSeed(env);
  const logDir = join(ROOT, '.data', 'logs');
  const mail = await ensureMailCatcher(env, logDir);
  console.log('Starting the services, the gateway and the edge…');
  const system = await startSystem({
    env,
    logDir,
    edgePort: port,
    gatewayPort: Number(process.env.GATEWAY_PORT ?? 3000),
    replicas,
    metricsPortOf: (name) => metricsPortOf(name, metricsBase),
  });
  console.log(
    `\nPakistan Export Directory is running (ready in ${((Date.now() - started) / 1000).toFixed(0)} s):\n`,
  );
  console.log(`  ${system.url}            the site`);
  console.log(`  ${system.url}/api/docs   the API (OpenAPI)`);
  console.log(
    `  admin console: ${system.url}/admin-login  (username admin, first password ${env.ADMIN_INITIAL_PASSWORD}`,
  );
  console.log('                 until changed at first sign-in; set ADMIN_INITIAL_PASSWORD to choose it)');
  console.log(`  ${mail.note}`);
  if (metricsBase)
    console.log(`  metrics: http://127.0.0.1:${metricsBase}/metrics (edge) … :${metricsBase + 5} (admin)`);
  console.log(`  logs: ${logDir}\n\nPress Ctrl-C to stop.`);
  const shutdown = async () => {
    console.log('\nStopping…');
    await system.stop();
    mail.stop?.();
    await stopInfrastructure();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

/** Development only: a first admin password generated once and kept under .data (git-ignored). */
function developmentAdminPassword() {
  const file = join(ROOT, '.data', 'admin-initial-password');
  if (!existsSync(file)) {
    mkdirSync(join(ROOT, '.data'), { recursive: true });
    writeFileSync(file, `${randomBytes(9).toString('base64url')}\n`, { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
