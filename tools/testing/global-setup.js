import { randomBytes } from 'node:crypto';
import { provideTestInfrastructure } from './infrastructure.js';

/**
 * One id per test run: every database, stream and key a test makes carries it (see test-env.js).
 * Also picks the infrastructure (configured, Testcontainers, or local).
 */
export default async function globalSetup() {
  process.env.PED_TEST_RUN ??= `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  globalThis.stopTestInfrastructure = await provideTestInfrastructure();
}
