import 'reflect-metadata';
import type { ConversationListDto, InquiryListDto } from '@ped/contracts/messaging';
import { ACCOUNT_DELETION_MESSAGES } from '@ped/contracts/options';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { expectFieldError, gatewayCalls } from '../../../tools/testing/gateway-calls.js';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const PASSWORD = 'Peshawar-Chappals-2026';

/**
 * Accounts people can delete (issue 33), with the real identity, catalog, messaging and gateway: a buyer
 * downloads its data as JSON, then deletes its account with its password; its sessions end at once, it
 * signs in no more, identity keeps nothing of the person, its open requests close and its saved entries go,
 * and the exporter it wrote to sees "Deleted user". An exporter deleting its account takes its listing off
 * the site at once. Subnet 10.66.
 */
describe('account deletion and the buyer’s data export', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  let buyer: string;
  let exporter: string;
  let exporterId: number;
  let conversationId: number;
  let requirementId: number;
  const { call, tokenOf, person } = gatewayCalls(
    () => system.base,
    '10.66',
    PASSWORD,
    () => testEnv.databaseUrl,
  );
  const rows = async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as T[];

  beforeAll(async () => {
    testEnv = await createTestEnv('account_deletion', { seeded: true });
    system = await startBuiltSystem(testEnv.env, ['catalog', 'identity', 'messaging']);
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    buyer = await tokenOf('/api/buyer/register', person('anna'));
    expect(
      (
        await call(buyer, 'POST', '/api/buyer/complete-profile', {
          firstName: 'Anna',
          lastName: 'Becker',
          email: 'anna@example.com',
          companyName: 'Becker Import GmbH',
          businessType: 'Wholesaler',
          country: 'Germany',
          industryFocus: ['Rice & Grains'],
        })
      ).status,
    ).toBe(200);
    exporter = await tokenOf('/api/auth/register', person('karachi'));
    await eventually(
      async () =>
        (await rows('SELECT 1 FROM messaging.exporter_directory')).length ===
        (await rows('SELECT 1 FROM catalog.exporters')).length,
      30_000,
    );
    [{ id: exporterId }] = await rows<{ id: number }>(
      "SELECT id FROM catalog.exporters WHERE status = 'approved' ORDER BY id LIMIT 1",
    );
    const [{ id: userId }] = await rows<{ id: number }>(
      "SELECT id FROM identity.users WHERE email = 'karachi@example.com'",
    );
    await db.query('UPDATE catalog.exporters SET user_id = $1 WHERE id = $2', [userId, exporterId]);
    await db.query('UPDATE messaging.exporter_directory SET user_id = $1 WHERE id = $2', [
      userId,
      exporterId,
    ]);

    // What Anna leaves behind: a saved exporter, a requirement, a conversation and an inquiry.
    expect((await call(buyer, 'POST', '/api/buyer/saved-exporters', { exporterId })).status).toBe(201);
    const posted = await call<{ id: number }>(buyer, 'POST', '/api/buyer/requirements', {
      title: 'Basmati rice for Hamburg',
      description: 'Sella, long grain, 500 MT a quarter.',
    });
    expect(posted.status).toBe(201);
    requirementId = posted.body.id;
    const started = await call<{ id: number }>(buyer, 'POST', '/api/conversations', {
      exporterId,
      subject: 'Basmati prices',
      initialMessage: 'Please quote 500 MT of 1121 sella.',
    });
    expect(started.status).toBe(201);
    conversationId = started.body.id;
    expect(
      (
        await call(buyer, 'POST', '/api/contact-requests', {
          exporterId,
          buyerName: 'Anna Becker',
          buyerEmail: 'anna@example.com',
          message: 'Do you export to Germany?',
        })
      ).status,
    ).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
    await testEnv?.dispose();
  });

  it('gives the buyer its data as a JSON file: account, profile, requirements, saved, conversations, inquiries', async () => {
    const response = await fetch(`${system.base}/api/buyer/data-export`, {
      headers: { authorization: `Bearer ${buyer}`, 'x-forwarded-for': '10.66.250.1' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ped-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await response.json()) as Record<string, never>;
    expect(data).toMatchObject({
      account: {
        email: 'anna@example.com',
        firstName: 'Anna',
        lastName: 'Becker',
        profile: { companyName: 'Becker Import GmbH', country: 'Germany' },
      },
      requirements: [{ id: requirementId, title: 'Basmati rice for Hamburg' }],
      savedExporters: [expect.objectContaining({ exporterId })],
      savedSearches: [],
      conversations: [
        {
          id: conversationId,
          subject: 'Basmati prices',
          exporterId,
          messages: [
            { from: 'buyer', content: 'Please quote 500 MT of 1121 sella.', createdAt: expect.any(String) },
          ],
        },
      ],
      inquiries: [{ exporterId, message: 'Do you export to Germany?', status: 'pending' }],
    });
    expect((await call(exporter, 'GET', '/api/buyer/data-export')).status).toBe(403);
  });

  it('refuses without the right password, naming the field; administrators cannot delete this way', async () => {
    expectFieldError(
      await call(buyer, 'POST', '/api/auth/delete-account', { password: 'not-my-password' }),
      'password',
      ACCOUNT_DELETION_MESSAGES.passwordIncorrect,
    );
    expectFieldError(
      await call(buyer, 'POST', '/api/auth/delete-account', {}),
      'password',
      ACCOUNT_DELETION_MESSAGES.passwordRequired,
    );
    expect((await call(null, 'POST', '/api/auth/delete-account', { password: PASSWORD })).status).toBe(401);
    expect((await rows("SELECT 1 FROM identity.buyer_users WHERE email = 'anna@example.com'")).length).toBe(
      1,
    );
  });

  it('deletes the buyer: sessions end at once, no sign-in, nothing of the person kept, "Deleted user" to the exporter', async () => {
    const deleted = await call(buyer, 'POST', '/api/auth/delete-account', { password: PASSWORD });
    expect(deleted).toEqual({ status: 200, body: { deleted: true } });
    await eventually(async () => (await call(buyer, 'GET', '/api/buyer/requirements')).status === 401, 3000);
    expect(
      (await call(null, 'POST', '/api/buyer/login', { email: 'anna@example.com', password: PASSWORD }))
        .status,
    ).toBe(401);
    expect(
      await rows(
        `SELECT email, first_name, last_name, deleted_at IS NOT NULL AS deleted,
                (SELECT count(*)::int FROM identity.buyer_profiles p WHERE p.buyer_user_id = b.id) AS profiles
           FROM identity.buyer_users b WHERE email LIKE 'deleted-%'`,
      ),
    ).toEqual([
      {
        email: expect.stringMatching(/^deleted-\d+@deleted\.invalid$/),
        first_name: null,
        last_name: null,
        deleted: true,
        profiles: 0,
      },
    ]);

    await eventually(async () => {
      const { body } = await call<ConversationListDto>(exporter, 'GET', '/api/conversations');
      return body.conversations[0]?.otherPartyName === ACCOUNT_DELETION_MESSAGES.deletedUser;
    }, 10_000);
    const inquiries = await call<InquiryListDto>(exporter, 'GET', '/api/my-exporter/contact-requests');
    expect(inquiries.body.items.map((item) => [item.channel, item.buyerName, item.buyerEmail])).toEqual([
      ['form', ACCOUNT_DELETION_MESSAGES.deletedUser, ''],
      ['message', ACCOUNT_DELETION_MESSAGES.deletedUser, ''],
    ]);
    await eventually(
      async () =>
        (
          await rows("SELECT 1 FROM catalog.buyer_requirements WHERE id = $1 AND status = 'closed'", [
            requirementId,
          ])
        ).length === 1,
      10_000,
    );
    expect(
      await rows(
        `SELECT email, first_name, company_name,
                (SELECT count(*)::int FROM catalog.saved_exporters s WHERE s.buyer_user_id = d.buyer_user_id) AS saved
           FROM catalog.buyer_directory d WHERE d.buyer_user_id = (
             SELECT id FROM identity.buyer_users WHERE email LIKE 'deleted-%')`,
      ),
    ).toEqual([{ email: null, first_name: null, company_name: null, saved: 0 }]);
    // The address is free again.
    expect((await call(null, 'POST', '/api/buyer/register', person('anna'))).status).toBe(202);
  });

  it('deletes the exporter: its listing leaves the public site at once and it signs in no more', async () => {
    expect((await call(null, 'GET', `/api/exporters/${exporterId}`)).status).toBe(200);
    const deleted = await call(exporter, 'POST', '/api/auth/delete-account', { password: PASSWORD });
    expect(deleted).toEqual({ status: 200, body: { deleted: true } });
    await eventually(
      async () => (await call(null, 'GET', `/api/exporters/${exporterId}`)).status === 404,
      10_000,
    );
    expect(await rows('SELECT 1 FROM catalog.exporters WHERE id = $1', [exporterId])).toEqual([]);
    expect(
      (await call(null, 'POST', '/api/auth/login', { email: 'karachi@example.com', password: PASSWORD }))
        .status,
    ).toBe(401);
    await eventually(async () => (await call(exporter, 'GET', '/api/my-exporter')).status === 401, 3000);
  });
});
