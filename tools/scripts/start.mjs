// npm start: install if needed, build, make sure the infrastructure runs, migrate, seed, start
// every service, the gateway and the edge, and print the URL. Ctrl-C stops what it started.
import { join } from 'node:path';
import { buildAll, ensureDependencies } from './lib/build.mjs';
import { DEFAULTS, ensureDatabase, ensureInfrastructure } from './lib/infra.mjs';
import { ROOT } from './lib/paths.mjs';
import { migrateAndSeed, startSystem } from './lib/system.mjs';

const started = Date.now();
const env = { ...DEFAULTS, ...process.env };
const port = Number(process.env.PORT ?? 8080);

try {
  await ensureDependencies();
  await buildAll();
  const stopInfrastructure = await ensureInfrastructure(env);
  await ensureDatabase(env.DATABASE_URL);
  console.log('Migrating and seeding…');
  await migrateAndSeed(env);
  const logDir = join(ROOT, '.data', 'logs');
  console.log('Starting the services, the gateway and the edge…');
  const system = await startSystem({
    env,
    logDir,
    edgePort: port,
    gatewayPort: Number(process.env.GATEWAY_PORT ?? 3000),
  });
  console.log(
    `\nPakistan Export Directory is running (ready in ${((Date.now() - started) / 1000).toFixed(0)} s):\n`,
  );
  console.log(`  ${system.url}            the site`);
  console.log(`  ${system.url}/api/docs   the API (OpenAPI)`);
  console.log(`  logs: ${logDir}\n\nPress Ctrl-C to stop.`);
  const shutdown = async () => {
    console.log('\nStopping…');
    await system.stop();
    await stopInfrastructure();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
