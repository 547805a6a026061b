// Backups restore: the database dumped while the system runs, restored into a fresh database, and the system
// started on it finds the same exporters, accounts and conversations (npm run backup; docs/operations.md).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_NAMES } from '@ped/contracts';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../testing/built-system.js';
import { eventually } from '../../testing/rpc-client.js';
import { signUpLinkToken } from '../../testing/sign-ups.js';
import { createTestEnv, type TestEnv } from '../../testing/test-env.js';
import { dumpDatabase, restoreDatabase } from '../lib/backup.mjs';

const PASSWORD = 'Backed-Up-Lahore-2026';

describe('backup and restore', () => {
  let original: TestEnv;
  let restored: TestEnv;
  let system: BuiltSystem | undefined;

  beforeAll(async () => {
    original = await createTestEnv('backup', { seeded: true });
    restored = await createTestEnv('restored');
  });

  afterAll(async () => {
    await system?.stop();
    await original?.dispose();
    await restored?.dispose();
  });

  async function call(method: string, path: string, token?: string, body?: unknown) {
    const response = await fetch(`${system!.base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-token-delivery': 'body',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** What a restore must bring back: the catalogue's first page, the buyer's account and conversations. */
  async function snapshot(email: string) {
    const signIn = await call('POST', '/api/buyer/login', undefined, { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const token = String(signIn.body.accessToken);
    const exporters = (await call('GET', '/api/exporters?limit=12&offset=0')).body;
    const conversations = (await call('GET', '/api/conversations', token)).body;
    const [first] = conversations.conversations as { id: number }[];
    const messages = (await call('GET', `/api/conversations/${first!.id}/messages`, token)).body;
    return {
      total: exporters.total,
      firstPage: (exporters.exporters as { id: number; companyName: string }[]).map((e) => [
        e.id,
        e.companyName,
      ]),
      conversations: (conversations.conversations as { id: number; subject: string }[]).map((c) => [
        c.id,
        c.subject,
      ]),
      messages: (messages.messages as { content: string }[]).map((m) => m.content),
    };
  }

  it('brings back the same exporters, accounts and conversations on a fresh database', async () => {
    system = await startBuiltSystem(original.env, [...SERVICE_NAMES]);
    const email = `backup.${Date.now()}@example.com`;
    const signUp = await call('POST', '/api/buyer/register', undefined, {
      firstName: 'Sana',
      lastName: 'Backup',
      email,
      password: PASSWORD,
    });
    expect(signUp.status).toBe(202);
    const confirmed = await call('POST', '/api/auth/confirm-email', undefined, {
      token: await signUpLinkToken(original.databaseUrl, email),
    });
    const token = String(confirmed.body.accessToken);
    const exporters = (await call('GET', '/api/exporters?limit=1&offset=0')).body.exporters as {
      id: number;
    }[];
    // Messaging learns of the seeded exporters from their events, which a fresh copy still has to send.
    const db = new pg.Client({ connectionString: original.databaseUrl });
    await db.connect();
    await eventually(async () => {
      const found = await db.query('SELECT 1 FROM messaging.exporter_directory WHERE id = $1', [
        exporters[0]!.id,
      ]);
      return found.rowCount === 1;
    }, 60_000).finally(() => db.end());
    const started = await call('POST', '/api/conversations', token, {
      exporterId: exporters[0]!.id,
      subject: 'Rock salt lamps, 2,000 pieces',
      initialMessage: 'Please quote FOB Karachi.',
    });
    expect(started.status).toBe(201);
    const before = await snapshot(email);

    // Dumped while the system runs, as an operator would.
    const file = join(mkdtempSync(join(tmpdir(), 'ped-backup-')), 'ped.dump');
    await dumpDatabase(original.databaseUrl, file);
    await system.stop();
    system = undefined;

    await restoreDatabase(file, restored.databaseUrl);
    // A restore never mixes with data already there.
    await expect(restoreDatabase(file, restored.databaseUrl)).rejects.toThrow(/restore into an empty one/);

    // Its own NATS streams and Redis keys: sessions were not in the dump, so the buyer signs in again.
    system = await startBuiltSystem(restored.env, [...SERVICE_NAMES]);
    const after = await snapshot(email);
    expect(after).toEqual(before);
    expect(after.messages).toEqual(['Please quote FOB Karachi.']);
    expect(after.total).toBeGreaterThan(200);
  }, 180_000);
});
