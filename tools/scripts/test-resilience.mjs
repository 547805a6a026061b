// npm run test:resilience: the full fault runs (resilience/*.resilience.ts) against the built system, one
// after the other (each kills processes of its own system: two at once would measure each other). Prints each
// test's figures as it ends and closes with `resilience: N passed, N failed`. npm test runs the quick profile.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll, ensureDependencies } from './lib/build.mjs';
import { ROOT } from './lib/paths.mjs';
import { run, TOOL_ENV } from './lib/run.mjs';

const started = Date.now();
await ensureDependencies();
await buildAll();
const reportDir = join(ROOT, '.tmp', 'test-reports');
mkdirSync(reportDir, { recursive: true });
const report = join(reportDir, 'resilience.json');
await run(
  'npx',
  ['jest', '--selectProjects', 'resilience', '--runInBand', '--json', `--outputFile=${report}`],
  {
    env: {
      ...TOOL_ENV,
      RESILIENCE_PROFILE: 'full',
      NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning',
    },
  },
);
let passed = 0;
let failed = 1;
if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed = summary.numPassedTests;
  // A suite that could not run (its setup failed) has no failed test to count: count it.
  const broken = summary.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0);
  failed = summary.numFailedTests + broken.length + (summary.numTotalTests === 0 ? 1 : 0);
}
console.log(`took ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`resilience: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
