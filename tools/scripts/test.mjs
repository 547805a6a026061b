// npm test: typecheck, lint, format, unit, integration (real PostgreSQL, NATS, Redis), resilience (quick)
// and browser (Chromium) tests in one command. Ends with `tests: N passed, N failed` summing every suite;
// a static check (typecheck, lint, format, architecture) counts as one test. Each step's time is printed
// in the summary (where a slow run spent it).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll, ensureDependencies } from './lib/build.mjs';
import { ROOT } from './lib/paths.mjs';
import { run, runCaptured, runPrefixed, TOOL_ENV } from './lib/run.mjs';

const started = Date.now();
const results = [];
const reportDir = join(ROOT, '.tmp', 'test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

/** How many jest runs at once share a sharded step (see the browser step). */
const SHARDS = 2;

const seconds = (since) => Math.round((Date.now() - since) / 1000);

/** A static check; its output is printed when it ends (checks run two at a time: their lines must not mix). */
async function check(name, command, args) {
  const since = Date.now();
  const { code, output } = await runCaptured(command, args, { env: TOOL_ENV });
  console.log(`\n── ${name}\n${output.trimEnd()}`);
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds: seconds(since) });
}

/** One jest project (or one shard of it, its lines marked with the shard); returns its counts. */
async function jest(name, project, extraArgs = [], shard) {
  console.log(`\n── ${name}${shard ? ` (part ${shard} of ${SHARDS})` : ''}`);
  const since = Date.now();
  const report = join(reportDir, `${project}${shard ? `-${shard}` : ''}.json`);
  const args = ['jest', '--selectProjects', project, ...extraArgs, '--json', `--outputFile=${report}`];
  const env = { ...TOOL_ENV, NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning' };
  if (shard)
    await runPrefixed(`[${shard}/${SHARDS}]`, 'npx', [...args, `--shard=${shard}/${SHARDS}`], { env });
  else await run('npx', args, { env });
  if (!existsSync(report)) return { name, passed: 0, failed: 1, seconds: seconds(since) };
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  // A suite that could not run (syntax error, failing setup) has no tests to count: count it as failed.
  const brokenSuites = summary.testResults.filter(
    (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
  ).length;
  const failed = summary.numFailedTests + brokenSuites + (summary.numTotalTests === 0 ? 1 : 0);
  return { name, passed: summary.numPassedTests, failed, seconds: seconds(since) };
}

/** A project split in SHARDS jest runs at once; one result summing them. */
async function sharded(name, project, extraArgs) {
  const since = Date.now();
  const parts = await Promise.all(
    Array.from({ length: SHARDS }, (_, i) => jest(name, project, extraArgs, i + 1)),
  );
  const sum = (key) => parts.reduce((n, part) => n + part[key], 0);
  return { name, passed: sum('passed'), failed: sum('failed'), seconds: seconds(since) };
}

const building = Date.now();
try {
  await ensureDependencies();
  await buildAll();
  console.log(`built in ${seconds(building)} s`);
} catch (error) {
  console.error(`build failed: ${error.message}`);
  results.push({ name: 'build', passed: 0, failed: 1, seconds: seconds(building) });
}

if (results.length === 0) {
  // Services and libraries were type-checked by the build (tsc -b); apps and tests are checked here. Each
  // check is one process on one core: two lanes use both.
  const architecture = join(ROOT, '..', 'shared', 'checks', 'architecture.sh');
  await Promise.all([
    (async () => {
      // The apps and web-kit as one program each for sources and specs: they share Chakra's and React's
      // types, which one program per project loaded ten times (186 s in a CI run; two programs take 38 s).
      await check('typecheck (apps)', 'npx', ['tsc', '-p', 'apps/tsconfig.sources.json']);
      await check('typecheck (app specs)', 'npx', ['tsc', '-p', 'apps/tsconfig.specs.json']);
      await check('typecheck (tests)', 'npx', ['tsc', '-p', 'tsconfig.spec.json']);
    })(),
    (async () => {
      await check('lint (eslint)', 'npx', ['eslint', '.', '--max-warnings', '0']);
      await check('format (prettier)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
      if (existsSync(architecture)) await check('architecture', 'bash', [architecture]);
    })(),
  ]);
  // Pure code in jsdom or node, nothing shared: a worker per core (jest's default leaves one core idle).
  results.push(await jest('unit tests', 'unit', ['--maxWorkers=2']));
  results.push(await jest('component tests (React Testing Library, jsdom)', 'component', ['--maxWorkers=2']));
  // Their global setups choose PostgreSQL, NATS and Redis (tools/testing/infrastructure.js). Each suite has
  // its own database, namespace and processes, so two run at once. (The browser step beside them was tried:
  // both cores are busy already, and every step took longer.)
  results.push(await jest('integration tests (PostgreSQL, NATS, Redis)', 'integration', ['--maxWorkers=2']));
  // The quick fault profile (kill -9 of catalog, NATS stopped 10 s; npm run test:resilience runs them all),
  // one at a time: each kills processes of its own system.
  results.push(
    await jest('resilience (quick: kill -9, NATS stopped)', 'resilience', [
      '--runInBand',
      '--testPathPatterns',
      'resilience/(kill|nats-outage)',
    ]),
  );
  // Two browser runs at once, each against a system of its own (its global setup's) with half the suites:
  // Chromium leaves a fifth of the cores idle when one run waits on pages, and suites that share one
  // system's data see each other's changes.
  results.push(await sharded('browser tests (Chromium)', 'browser', ['--runInBand', '--testTimeout=60000']));
}

console.log('\n── summary');
for (const r of results)
  console.log(`  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds} s)`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`  took ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
