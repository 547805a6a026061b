import 'reflect-metadata';
import {
  ADMIN_CONSOLE_LIMITS,
  MODERATION_MESSAGES,
  type ActivityListDto,
  type AdminEnhancedStatsDto,
  type AdminNotificationListDto,
  type AdminStatsDto,
  type MessageTemplateDto,
  type ModerationItemDto,
  type ModerationListDto,
  type PlatformMetricDto,
  type SubscriptionDto,
} from '@ped/contracts/admin';
import type { VerificationDocumentListDto } from '@ped/contracts/catalog';
import { SUBSCRIPTION_PLAN_SEED } from '@ped/contracts/options';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import {
  expectFieldError,
  gatewayCalls,
  type Answer,
  type FieldErrors,
} from '../../../tools/testing/gateway-calls.js';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const PASSWORD = 'Gwadar-Harbour-2026';
const ADMIN_PASSWORD = 'console-first-password';
const CONSOLE_PASSWORD = 'Hunza-Apricots-Console-4';
/** The console's browser: the activity log keeps its address and user agent. */
const CONSOLE_IP = '10.57.250.9';
const USER_AGENT = 'admin-console-test/1.0 (console)';
const PRICE = Object.fromEntries(SUBSCRIPTION_PLAN_SEED.map((p) => [p.tier, p.price])) as Record<
  string,
  number
>;
const PLAN_NAME = Object.fromEntries(SUBSCRIPTION_PLAN_SEED.map((p) => [p.tier, p.name])) as Record<
  string,
  string
>;

const monthOf = (time: Date | string) => new Date(time).toISOString().slice(0, 7);
function lastMonths(count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, i) =>
    monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1))),
  );
}

/**
 * The admin console's figures and lists over HTTP, the whole system running (gateway, catalog, identity,
 * messaging, admin; subnet 10.57): the counters and the enhanced figures equal what the owning services hold
 * (the admin service knows them from events only), every admin action is in the log with its admin, target,
 * address and browser, and only administrators get anything.
 */
describe('admin console over HTTP: stats, enhanced stats, activity, notifications, lists, moderation queue', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  let buyer: string;
  let exporter: string;
  let owner: string;
  let staff: string;
  let admin: string;
  let adminId: number;
  let staffId: number;
  let ownerExporterId: number;
  let firstPasswordAnswer: Answer<FieldErrors>;
  /** Exporters whose creation said pending: each is a "New exporter application". */
  let applications: number;

  const { call, tokenOf, person } = gatewayCalls(
    () => system.base,
    '10.57',
    PASSWORD,
    () => testEnv.databaseUrl,
  );
  /** A call as the console's browser makes it: one address and one user agent. */
  const consoleCall = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer<T>> => {
    const response = await fetch(`${system.base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${admin}`,
        'user-agent': USER_AGENT,
        'x-forwarded-for': CONSOLE_IP,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const get = async <T>(path: string) => {
    const answer = await consoleCall<T>('GET', path);
    expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    return answer.body;
  };
  const scalar = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0]?.n;
  /** The counters as the owning services' own tables give them. */
  const truth = async (): Promise<AdminStatsDto> => {
    const { rows } = await db.query(`
      SELECT (SELECT count(*) FILTER (WHERE is_verified) FROM catalog.exporters)::int AS "verifiedExporters",
             (SELECT count(*) FROM catalog.categories)::int AS "totalCategories",
             (SELECT count(*) FROM messaging.contact_requests)::int AS "totalContacts",
             (SELECT count(*) FROM catalog.exporters)::int AS "totalExporters",
             (SELECT count(*) FILTER (WHERE status = 'pending') FROM catalog.exporters)::int AS "pendingExporters",
             ((SELECT count(*) FROM identity.users) + (SELECT count(*) FROM identity.buyer_users))::int AS "totalUsers",
             (SELECT count(*) FROM messaging.conversations)::int AS "totalConversations"`);
    return rows[0] as AdminStatsDto;
  };
  /** Until the admin service's read models have every event the others published. */
  const caughtUp = () =>
    eventually(async () => {
      const answer = await consoleCall<AdminStatsDto>('GET', '/api/admin/stats');
      return JSON.stringify(answer.body) === JSON.stringify(await truth());
    }, 30_000);
  const notifications = () => get<AdminNotificationListDto>('/api/admin/notifications');
  const log = async () => (await get<AdminEnhancedStatsDto>('/api/admin/enhanced-stats')).recentActivity;

  beforeAll(async () => {
    testEnv = await createTestEnv('admin_console', { seeded: true });
    system = await startBuiltSystem({ ...testEnv.env, ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD }, [
      'catalog',
      'identity',
      'messaging',
      'admin',
    ]);
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    buyer = await tokenOf('/api/buyer/register', person('amina'));
    exporter = await tokenOf('/api/auth/register', person('latecomer'));
    owner = await tokenOf('/api/auth/register', person('owner'));
    await tokenOf('/api/auth/register', person('staff'));
    await db.query("UPDATE identity.users SET role = 'admin' WHERE email = 'staff@example.com'");
    staff = await tokenOf('/api/auth/login', { email: 'staff@example.com', password: PASSWORD });
    staffId = (await call<{ id: number }>(staff, 'GET', '/api/auth/user')).body.id;
    const created = await call<{ id: number }>(owner, 'POST', '/api/exporters', {
      companyName: 'Owner Surgical Works',
      email: 'owner@surgical.example.pk',
      contactPerson: 'Bilal Ahmed',
      city: 'Sialkot',
    });
    expect(created.status).toBe(201);
    ownerExporterId = created.body.id;

    const first = await tokenOf('/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
    firstPasswordAnswer = await call<FieldErrors>(first, 'GET', '/api/admin/stats');
    expect(
      (
        await call(first, 'POST', '/api/auth/change-password', {
          currentPassword: ADMIN_PASSWORD,
          newPassword: CONSOLE_PASSWORD,
        })
      ).status,
    ).toBe(200);
    admin = await tokenOf('/api/admin/login', { username: 'admin', password: CONSOLE_PASSWORD });
    adminId = (await call<{ id: number }>(admin, 'GET', '/api/auth/user')).body.id;
    // Nothing was reviewed yet: every pending exporter was created pending.
    applications = await scalar("SELECT count(*)::int AS n FROM catalog.exporters WHERE status = 'pending'");
    await caughtUp();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
    await testEnv?.dispose();
  });

  const ROUTES = [
    ['GET', '/api/admin/stats', undefined],
    ['GET', '/api/admin/enhanced-stats', undefined],
    ['GET', '/api/admin/activity', undefined],
    ['GET', '/api/admin/subscriptions', undefined],
    ['GET', '/api/admin/notifications', undefined],
    ['POST', '/api/admin/notifications/read', undefined],
    ['GET', '/api/admin/message-templates', undefined],
    ['GET', '/api/admin/metrics', undefined],
    ['GET', '/api/admin/verification-documents', undefined],
    ['GET', '/api/admin/moderation', undefined],
    ['PATCH', '/api/admin/moderation/1', { status: 'resolved', notes: 'Checked.' }],
  ] as const;

  it('refuses visitors (401), buyers and exporter accounts (403) on every console route, and marks nothing read', async () => {
    for (const [method, path, body] of ROUTES) {
      const answers = [
        (await call(null, method, path, body)).status,
        (await call(buyer, method, path, body)).status,
        (await call(exporter, method, path, body)).status,
        (await call(owner, method, path, body)).status,
      ];
      expect(`${method} ${path}: ${answers.join(' ')}`).toBe(`${method} ${path}: 401 403 403 403`);
    }
    expect((await notifications()).unread).toBe(applications);
  });

  it('GET /api/admin/stats is the session check: the console and users with role admin pass, a console on its first password does not', async () => {
    expect([firstPasswordAnswer.status, firstPasswordAnswer.body.reason]).toEqual([
      403,
      'PASSWORD_CHANGE_REQUIRED',
    ]);
    const expected = await truth();
    expect(await get<AdminStatsDto>('/api/admin/stats')).toEqual(expected);
    expect(await call(staff, 'GET', '/api/admin/stats')).toEqual({ status: 200, body: expected });
    // The seed's catalogue, the accounts signed up above: real, non-zero counters.
    expect(expected.totalExporters).toBeGreaterThan(200);
    expect(expected.pendingExporters).toBeGreaterThan(0);
    expect(expected.verifiedExporters).toBeGreaterThan(0);
    expect(expected.totalUsers).toBe(4);
  });

  it('GET /api/admin/enhanced-stats gives the real figures: growth, revenue in PKR, six months, categories, cities, health, response time', async () => {
    const { rows: exporters } = await db.query<{
      created_at: Date;
      plan: string;
      since: Date;
      city: string | null;
    }>('SELECT created_at, plan, coalesce(plan_since, created_at) AS since, city FROM catalog.exporters');
    const { rows: topCategories } = await db.query(`
      SELECT c.name, count(*)::int AS count FROM catalog.exporter_categories ec
        JOIN catalog.categories c ON c.id = ec.category_id
       GROUP BY c.name ORDER BY count(*) DESC, c.name LIMIT 8`);
    const { rows: geographicDistribution } = await db.query(`
      SELECT btrim(city) AS city, count(*)::int AS count FROM catalog.exporters WHERE btrim(city) <> ''
       GROUP BY btrim(city) ORDER BY count(*) DESC, btrim(city) LIMIT 10`);
    const months = lastMonths(6);
    const current = months[5]!;
    const paid = exporters.filter((e) => e.plan !== 'basic');
    const revenueIn = (month: string) =>
      paid.filter((e) => monthOf(e.since) <= month).reduce((sum, e) => sum + PRICE[e.plan]!, 0);
    const total = exporters.length;
    const then = exporters.filter((e) => monthOf(e.created_at) < current).length;

    // The gateway polls its health checks every 15 s: its first poll may have run before the services were up.
    let stats: AdminEnhancedStatsDto | undefined;
    await eventually(async () => {
      stats = await get<AdminEnhancedStatsDto>('/api/admin/enhanced-stats');
      return stats.systemHealth === 100;
    }, 20_000);
    expect(stats).toMatchObject({
      totalExporters: total,
      growthRate: then > 0 ? Math.round(((total - then) / then) * 1000) / 10 : null,
      monthlyRevenue: revenueIn(current),
      pendingExporters: await scalar(
        "SELECT count(*)::int AS n FROM catalog.exporters WHERE status = 'pending'",
      ),
      systemHealth: 100,
      topCategories,
      geographicDistribution,
      revenueByMonth: months.map((month) => ({ month, value: revenueIn(month) })),
      newExportersByMonth: months.map((month) => ({
        month,
        value: exporters.filter((e) => monthOf(e.created_at) === month).length,
      })),
    });
    expect(paid.length).toBeGreaterThan(0);
    expect(stats!.monthlyRevenue).toBeGreaterThan(0);
    expect(stats!.topCategories.length).toBe(8);
    expect(stats!.geographicDistribution.length).toBeGreaterThan(1);
    // Measured at the gateway: the median of its API routes' response times, and the share of healthy polls.
    expect(stats!.responseTime).toBeGreaterThan(0);
    expect(stats!.responseTime).toBeLessThan(5000);
    expect(stats!.analytics).toEqual({
      responseTimeMs: stats!.responseTime,
      inquiryAnswerRate: 0,
      uptime: expect.any(Number),
    });
    expect(stats!.analytics.uptime).toBeGreaterThan(0);
    expect(stats!.analytics.uptime).toBeLessThanOrEqual(100);
  });

  it('logs every admin action with the admin, target, details, address and browser: an approval through the API leads the activity list', async () => {
    const approved = await consoleCall('PATCH', `/api/admin/exporters/${ownerExporterId}/status`, {
      status: 'approved',
    });
    expect(approved.status).toBe(200);
    const rejectedId: number = await scalar(
      "SELECT min(id)::int AS n FROM catalog.exporters WHERE status = 'pending'",
    );
    const rejectedName: string = await scalar(
      'SELECT company_name AS n FROM catalog.exporters WHERE id = $1',
      [rejectedId],
    );
    const rejected = await call(staff, 'PATCH', `/api/admin/exporters/${rejectedId}/status`, {
      status: 'rejected',
      reason: 'Add the export licence number.',
    });
    expect(rejected.status).toBe(200);

    await eventually(async () => (await log()).some((entry) => entry.targetId === rejectedId));
    const entries = await log();
    expect(entries.find((entry) => entry.targetId === ownerExporterId)).toEqual({
      id: expect.any(Number),
      action: 'exporter.approved',
      targetType: 'exporter',
      targetId: ownerExporterId,
      details: 'Approved Owner Surgical Works',
      adminId,
      adminName: 'admin',
      ipAddress: CONSOLE_IP,
      userAgent: USER_AGENT,
      createdAt: expect.any(String),
    });
    // A user with role admin acts too; the console's sign-ins name only the console's own accounts.
    expect(entries.find((entry) => entry.targetId === rejectedId)).toMatchObject({
      action: 'exporter.rejected',
      details: `Rejected ${rejectedName}`,
      adminId: staffId,
      adminName: null,
      ipAddress: expect.stringMatching(/^10\.57\./),
      userAgent: expect.any(String),
    });
    const times = entries.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const { items } = await get<ActivityListDto>('/api/admin/activity');
    expect(items.length).toBe(ADMIN_CONSOLE_LIMITS.activityDefault);
    expect(items.slice(0, 2)).toEqual(
      expect.arrayContaining([
        {
          type: 'exporter',
          title: 'Owner Surgical Works',
          status: 'approved',
          timestamp: expect.any(String),
          targetId: ownerExporterId,
        },
        {
          type: 'exporter',
          title: rejectedName,
          status: 'rejected',
          timestamp: expect.any(String),
          targetId: rejectedId,
        },
      ]),
    );
    const stamps = items.map((item) => item.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect((await get<ActivityListDto>('/api/admin/activity?limit=3')).items).toEqual(items.slice(0, 3));
    await caughtUp();
  });

  it('answers a bad activity query with 400 naming limit and the contract’s message', async () => {
    const activity = (query: string) => consoleCall<FieldErrors>('GET', `/api/admin/activity${query}`);
    expectFieldError(await activity('?limit=0'), 'limit', 'limit must be at least 1');
    expectFieldError(
      await activity(`?limit=${ADMIN_CONSOLE_LIMITS.activityMax + 1}`),
      'limit',
      `limit must not be greater than ${ADMIN_CONSOLE_LIMITS.activityMax}`,
    );
    expectFieldError(await activity('?limit=ten'), 'limit', 'limit must be a whole number');
    expect((await activity('?limit=2&sort=oldest')).status).toBe(400);
    expect((await activity('?limit=')).status).toBe(200);
  });

  it('notifies the admins of applications and reports, counts the unread, and marks them all read', async () => {
    const before = await notifications();
    expect(before.unread).toBe(applications);
    expect(before.notifications.length).toBe(Math.min(50, applications));
    expect(before.notifications[0]).toEqual({
      id: expect.any(Number),
      title: 'New exporter application',
      message: 'Owner Surgical Works applied to be listed and waits for review.',
      type: 'application',
      isRead: false,
      createdAt: expect.any(String),
      link: '/admin?tab=exporters&filterStatus=pending',
    });

    const exporterId: number = await scalar(
      "SELECT min(id)::int AS n FROM catalog.exporters WHERE status = 'approved' AND id <> $1",
      [ownerExporterId],
    );
    await eventually(async () =>
      Boolean(await scalar('SELECT 1 AS n FROM messaging.exporter_directory WHERE id = $1', [exporterId])),
    );
    const started = await call<{ id: number }>(buyer, 'POST', '/api/conversations', {
      exporterId,
      subject: 'Surgical scissors, 5,000 pieces',
      initialMessage: 'Please send your price list.',
    });
    expect(started.status).toBe(201);
    const reported = await call(buyer, 'POST', `/api/conversations/${started.body.id}/report`, {
      reason: 'spam',
      details: 'Sent me the same advertisement ten times.',
    });
    expect(reported.status).toBe(202);
    await eventually(async () => (await notifications()).unread === applications + 1);
    expect((await notifications()).notifications[0]).toMatchObject({
      title: 'New report',
      message: 'A buyer reported a conversation (spam).',
      type: 'report',
      isRead: false,
      link: '/admin?tab=moderation',
    });

    expect(await consoleCall('POST', '/api/admin/notifications/read')).toEqual({ status: 204, body: null });
    const read = await notifications();
    expect(read.unread).toBe(0);
    expect(read.notifications.every((n) => n.isRead)).toBe(true);

    // A new application after that is the only unread one.
    expect(
      (
        await call(exporter, 'POST', '/api/exporters', {
          companyName: 'Latecomer Rice Mills',
          email: 'latecomer@rice.example.pk',
          contactPerson: 'Sana Iqbal',
          city: 'Gujranwala',
        })
      ).status,
    ).toBe(201);
    await eventually(async () => (await notifications()).unread === 1);
    expect((await notifications()).notifications[0]).toMatchObject({
      message: 'Latecomer Rice Mills applied to be listed and waits for review.',
      isRead: false,
    });
    await caughtUp();
  });

  it('lists the report in the moderation queue and resolves it with a note, once', async () => {
    const queue = await get<ModerationListDto>('/api/admin/moderation');
    expect(queue).toMatchObject({ total: 1, pending: 1 });
    const [item] = queue.items;
    expect(item).toMatchObject({
      contentType: 'conversation',
      reason: 'spam',
      details: 'Sent me the same advertisement ten times.',
      reporterType: 'buyer',
      status: 'pending',
      moderatedBy: null,
    });
    const resolve = (id: number | string, body: unknown) =>
      consoleCall<ModerationItemDto & FieldErrors>('PATCH', `/api/admin/moderation/${id}`, body);
    expectFieldError(
      await resolve(item!.id, { status: 'resolved', notes: '  ' }),
      'notes',
      MODERATION_MESSAGES.notesRequired,
    );
    expectFieldError(
      await resolve(item!.id, { status: 'closed', notes: 'x' }),
      'status',
      MODERATION_MESSAGES.status,
    );
    expectFieldError(await resolve('abc', { status: 'resolved', notes: 'x' }), 'id');
    const missing = await resolve(999_999, { status: 'resolved', notes: 'x' });
    expect([missing.status, missing.body.reason]).toEqual([404, 'MODERATION_ITEM_NOT_FOUND']);

    const resolved = await resolve(item!.id, { status: 'resolved', notes: 'Warned the exporter.' });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      notes: 'Warned the exporter.',
      moderatedBy: adminId,
    });
    const again = await resolve(item!.id, { status: 'dismissed', notes: 'Again.' });
    expect([again.status, again.body.reason, again.body.message]).toEqual([
      409,
      'MODERATION_NOT_PENDING',
      MODERATION_MESSAGES.notPending,
    ]);
    expect(await get<ModerationListDto>('/api/admin/moderation?status=pending')).toMatchObject({
      items: [],
      total: 0,
      pending: 0,
    });
    expect((await get<ModerationListDto>('/api/admin/moderation?status=resolved')).total).toBe(1);
    expectFieldError(await consoleCall('GET', '/api/admin/moderation?status=open'), 'status');
    expect((await log())[0]).toMatchObject({
      action: 'report.resolved',
      targetType: 'report',
      targetId: item!.id,
      adminId,
      ipAddress: CONSOLE_IP,
      userAgent: USER_AGENT,
    });
  });

  it('lists the seeded message templates with their variables', async () => {
    const templates = await get<MessageTemplateDto[]>('/api/admin/message-templates');
    expect(templates.map((t) => [t.name, t.category, t.isActive])).toEqual([
      ['Exporter approval', 'approval', true],
      ['Exporter rejection', 'rejection', true],
      ['Inquiry follow-up', 'inquiry', true],
      ['Verification reminder', 'verification', true],
    ]);
    for (const template of templates) {
      for (const variable of template.variables) expect(template.content).toContain(`{{${variable}}}`);
      expect(template.subject.length).toBeGreaterThan(0);
    }
  });

  it("lists the metrics: each counter's value at the end of each day, today's as it stands", async () => {
    const stats = await get<AdminStatsDto>('/api/admin/stats');
    const metrics = await get<PlatformMetricDto[]>('/api/admin/metrics');
    const today = new Date().toISOString().slice(0, 10);
    const value = (name: string) =>
      metrics.find(
        (m) => m.metricType === 'daily_total' && m.metricName === name && m.dimensions?.day === today,
      )?.value;
    expect({
      exporters: value('exporters'),
      pending: value('exporters_pending'),
      verified: value('exporters_verified'),
      categories: value('categories'),
      users: value('users'),
      conversations: value('conversations'),
    }).toEqual({
      exporters: stats.totalExporters,
      pending: stats.pendingExporters,
      verified: stats.verifiedExporters,
      categories: stats.totalCategories,
      users: stats.totalUsers,
      conversations: stats.totalConversations,
    });
    const recorded = metrics.map((m) => m.recordedAt);
    expect(recorded).toEqual([...recorded].sort().reverse());
  });

  it('lists a subscription per exporter on a paid plan, from its plan date, in PKR', async () => {
    const { rows } = await db.query<{ id: number; company_name: string; plan: string; since: Date }>(
      `SELECT id, company_name, plan, coalesce(plan_since, created_at) AS since FROM catalog.exporters
        WHERE plan <> 'basic' ORDER BY id`,
    );
    const list = await get<SubscriptionDto[]>('/api/admin/subscriptions');
    expect(list.length).toBe(Math.min(200, rows.length));
    const starts = list.map((s) => s.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const expected = new Map(
      rows.map((row) => [
        row.id,
        {
          exporterId: row.id,
          companyName: row.company_name,
          plan: PLAN_NAME[row.plan],
          status: 'active',
          startDate: row.since.toISOString(),
          endDate: null,
          amount: PRICE[row.plan],
          currency: 'PKR',
          autoRenew: false,
        },
      ]),
    );
    for (const { id: _id, ...subscription } of list)
      expect(subscription).toEqual(expected.get(subscription.exporterId));
  });

  it('lists the documents an exporter submits for verification, then their review', async () => {
    const submitted = await call(owner, 'POST', '/api/my-exporter/verification/legal-entity', {
      secpNumber: '0456789',
      ntn: '7654321-0',
      certificateUrl: 'https://secp.example.pk/cert/0456789',
    });
    expect(submitted.status).toBe(200);
    const documents = async () =>
      (await get<VerificationDocumentListDto>('/api/admin/verification-documents')).documents;
    const [document] = await documents();
    expect(document).toEqual({
      id: expect.any(Number),
      exporterId: ownerExporterId,
      companyName: 'Owner Surgical Works',
      documentType: 'secp_certificate',
      documentName: 'SECP certificate of incorporation',
      fileUrl: 'https://secp.example.pk/cert/0456789',
      status: 'pending',
      reviewedBy: null,
      reviewedAt: null,
      notes: null,
      createdAt: expect.any(String),
    });
    const { requests } = await get<{ requests: { id: number; exporterId: number }[] }>(
      '/api/admin/verification-requests?status=pending',
    );
    const request = requests.find((r) => r.exporterId === ownerExporterId)!;
    const reviewed = await consoleCall('PATCH', `/api/admin/verification-requests/${request.id}`, {
      decision: 'approved',
      notes: 'CUIN matches the SECP register.',
    });
    expect(reviewed.status).toBe(200);
    expect((await documents())[0]).toMatchObject({
      id: document!.id,
      status: 'approved',
      reviewedBy: adminId,
      reviewedAt: expect.any(String),
      notes: 'CUIN matches the SECP register.',
    });
    await eventually(async () => (await log())[0]?.action === 'verification.approved');
    expect((await log())[0]).toMatchObject({
      targetType: 'exporter',
      targetId: ownerExporterId,
      details: 'Approved the legal entity check of Owner Surgical Works',
      adminId,
      ipAddress: CONSOLE_IP,
      userAgent: USER_AGENT,
    });
  });
});
