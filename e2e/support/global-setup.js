import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { provideTestInfrastructure } from '../../tools/testing/infrastructure.js';
import { createTestEnv } from '../../tools/testing/test-env.js';
import { ensureMailCatcher } from '../../tools/scripts/lib/mail.mjs';
import { startSmsCatcher } from '../../tools/testing/sms-catcher.js';
import { freePort, migrateAndSeed, startSystem } from '../../tools/scripts/lib/system.mjs';

/**
 * Starts the built system as `npm start` does, but on its own database, namespace and ports, so a
 * browser test run never touches `npm start`'s data. Tests read E2E_BASE_URL.
 */
export default async function globalSetup(globalConfig) {
  const stopInfrastructure = await provideTestInfrastructure();
  const testEnv = await createTestEnv('e2e');
  const env = {
    ...testEnv.env,
    LOG_LEVEL: 'warn',
    ADMIN_INITIAL_PASSWORD: `first-${randomBytes(6).toString('hex')}`,
    // Every browser test signs up and in from 127.0.0.1: one address holding dozens of accounts.
    RATE_LIMIT_PER_IP_SCALE: '20',
    // The run's own mail catcher (maildev on free ports): tests read what the services sent from its inbox.
    SMTP_PORT: String(await freePort()),
  };
  // The run's own SMS gateway: it keeps the texts the catalog sends; tests read them at E2E_SMS_INBOX.
  const sms = await startSmsCatcher();
  env.SMS_HTTP_URL = sms.url;
  // A shard (npm test runs two at once) logs apart.
  const { shard } = globalConfig;
  const logDir = join(process.cwd(), '.tmp', 'e2e-logs', shard ? `part-${shard.shardIndex}` : '');
  const mail = await ensureMailCatcher({ ...env, MAILDEV_WEB_PORT: String(await freePort()) }, logDir);
  if (!mail.inbox) throw new Error(`browser tests need a mail catcher: ${mail.note}`);
  await migrateAndSeed(env);
  const gatewayPort = await freePort();
  const system = await startSystem({
    env,
    logDir,
    edgePort: await freePort(),
    gatewayPort,
  });
  process.env.E2E_BASE_URL = system.url;
  process.env.E2E_GATEWAY_PORT = String(gatewayPort);
  process.env.E2E_ENV = JSON.stringify(env);
  process.env.E2E_ADMIN_PASSWORD = env.ADMIN_INITIAL_PASSWORD;
  process.env.E2E_MAIL_INBOX = mail.inbox;
  process.env.E2E_SMS_INBOX = `${sms.url}messages`;
  globalThis.e2eSystem = { testEnv, system, stopInfrastructure, stopMail: mail.stop, stopSms: sms.stop };
}
