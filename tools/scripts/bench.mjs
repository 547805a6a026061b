// npm run bench: the catalogue read benchmark (bench/run.mjs). Not a test: npm test never runs it.
//
//   npm run bench [-- --keep] [--no-build] [--no-frontend] [--duration=10] [--warmup=2]
//                 [--connections=50] [--exporters=100000] [--products=500000] [--small=1000]
//                 [--no-live] [--live-connections=1000] [--live-rate=50] [--live-seconds=60]
//                 [--log-level=warn] [--only=admin|search|pages]
//
// --no-live skips the live delivery (open /api/live streams while messages flow between them);
// --live-* size it: streams on one gateway, messages a second, seconds of sending.
// --only=admin runs the admin console's part alone (6–8 minutes): the large database with its read
// models, the admin routes at 20 connections against their baseline, their EXPLAINs, and the home page's
// and /admin's first load; --only=search the searches on both databases (2–4 minutes of seeding, the
// searches' req/s, p50 growth and EXPLAINs); --only=pages the public pages' first-load JavaScript and Lighthouse
// (mobile, median of 3) on the large database. Each writes bench/results/partial.md and leaves latest.md as it is.
//
// Builds first (tsc -b + rspack, incremental), makes sure PostgreSQL, NATS and Redis run, then
// works only in its own databases (ped_bench_<id>_large / _small, dropped afterwards unless
// --keep), its own NATS/Redis namespace and free ports. Writes bench/results/latest.md.
import { buildAll, ensureDependencies } from './lib/build.mjs';
import { DEFAULTS, ensureInfrastructure } from './lib/infra.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
const number = (key, fallback) => {
  const value = args[key] === undefined ? fallback : Number(args[key]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${key} must be a whole number`);
  return value;
};

try {
  const exporters = number('exporters', 100_000);
  const small = number('small', 1_000);
  const options = {
    exporters,
    products: number('products', exporters * 5),
    smallExporters: small,
    smallProducts: small * 5,
    duration: number('duration', 10),
    warmup: number('warmup', 2),
    connections: number('connections', 50),
    keep: Boolean(args.keep),
    frontend: !args['no-frontend'],
    live: !args['no-live'],
    liveConnections: number('live-connections', 1000),
    liveRate: number('live-rate', 50),
    liveSeconds: number('live-seconds', 60),
    logLevel: typeof args['log-level'] === 'string' ? args['log-level'] : 'warn',
    only: args.only === undefined ? null : args.only,
  };
  if (options.only !== null && !['admin', 'search', 'pages'].includes(options.only))
    throw new Error('--only takes admin, search or pages');
  await ensureDependencies();
  if (!args['no-build']) await buildAll();
  const stopInfrastructure = await ensureInfrastructure({ ...DEFAULTS, ...process.env });
  try {
    // Imported after the build: the bench uses the built services' SQL and schemas.
    const { runBench } = await import('../../bench/run.mjs');
    await runBench(options);
  } finally {
    await stopInfrastructure();
  }
} catch (error) {
  console.error(`\nnpm run bench failed: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
}
