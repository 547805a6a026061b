import { randomBytes } from 'node:crypto';
import { migrateAndSeed } from '../scripts/lib/system.mjs';
import { provideTestInfrastructure } from './infrastructure.js';
import { createSeededTemplate } from './test-env.js';

/**
 * One id per test run: every database, stream and key a test makes carries it (see test-env.js).
 * Also picks the infrastructure (configured, Testcontainers, or local) and makes the seeded database
 * that suites copy.
 */
export default async function globalSetup() {
  process.env.PED_TEST_RUN ??= `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const stopInfrastructure = await provideTestInfrastructure();
  const dropSeeded = await createSeededTemplate(migrateAndSeed);
  globalThis.stopTestInfrastructure = async () => {
    await dropSeeded();
    await stopInfrastructure();
  };
}
