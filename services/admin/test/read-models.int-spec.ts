import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { AdminActionEvent, ClientInfo, EventEnvelope, Principal } from '@ped/contracts';
import {
  ADMIN_PATTERNS,
  type ActivityItemDto,
  type ActivityListDto,
  type AdminActivityLogDto,
  type AdminEnhancedStatsDto,
  type AdminNotificationListDto,
  type AdminStatsDto,
  type PlatformMetricDto,
  type SubscriptionDto,
} from '@ped/contracts/admin';
import { CATALOG_SUBJECTS, type ExporterChangedEvent } from '@ped/contracts/catalog';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { IDENTITY_SUBJECTS } from '@ped/contracts/identity';
import { MESSAGING_SUBJECTS } from '@ped/contracts/messaging';
import { SUBSCRIPTION_PLAN_SEED, type ExporterPlanTier } from '@ped/contracts/options';
import { consumerDurableName, namespaced, startService, streamName } from '@ped/nest-kit';
import pg from 'pg';
import { eventually, TestRpcClient } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';
import { adminService } from '../src/admin.definition.js';

/**
 * The admin read models are exact after a burst: 500 events of every subject the three admin consumers take,
 * each published twice (past JetStream's de-duplication, as a relay re-sending late would) and in a shuffled
 * order, so an exporter's approval often arrives before its creation and a conversation's block before the
 * conversation. What the service answers afterwards must equal what the events describe, computed here
 * independently from the events in time order.
 */

const EVENTS = 500;
const DAY = 86_400_000;
const ADMIN: Principal = { kind: 'admin', id: 1 };
const STAFF: Principal = { kind: 'user', id: 7, role: 'admin' };
const CLIENTS: Record<string, ClientInfo> = {
  'admin:1': { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (console)' },
  'user:7': { ip: '2001:db8::7', userAgent: 'Mozilla/5.0 (staff)' },
};
const PRICE = Object.fromEntries(SUBSCRIPTION_PLAN_SEED.map((p) => [p.tier, p.price])) as Record<
  ExporterPlanTier,
  number
>;
const PLAN_NAME = Object.fromEntries(SUBSCRIPTION_PLAN_SEED.map((p) => [p.tier, p.name])) as Record<
  ExporterPlanTier,
  string
>;
const CATEGORIES = [
  'Apparel',
  'Carpets',
  'Footwear',
  'Leather',
  'Rice',
  'Salt',
  'Sports',
  'Surgical',
  'Textiles',
];
const CITIES = [
  'Faisalabad',
  'Gujranwala',
  'Hyderabad',
  'Islamabad',
  'Karachi',
  'Lahore',
  'Multan',
  'Peshawar',
  'Quetta',
  'Rawalpindi',
  'Sialkot',
  'Sukkur',
];

/** mulberry32: the same burst on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const monthOf = (time: string | number) => new Date(time).toISOString().slice(0, 7);
function lastMonths(count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, i) =>
    monthOf(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1)),
  );
}

interface ExporterState {
  companyName: string;
  status: 'pending' | 'approved' | 'rejected';
  isVerified: boolean;
  city: string | null;
  plan: ExporterPlanTier;
  planSince: string | null;
  categoryIds: number[];
}
interface ExporterLife {
  id: number;
  createdAt: string;
  /** Each state the catalog published, in time order (the first is the creation). */
  states: { at: string; state: ExporterState }[];
  deletedAt: string | null;
}
interface Expected {
  stats: AdminStatsDto;
  enhanced: Omit<AdminEnhancedStatsDto, 'systemHealth' | 'responseTime' | 'analytics' | 'recentActivity'> & {
    recentActivity: Omit<AdminActivityLogDto, 'id'>[];
    inquiryAnswerRate: number;
  };
  activity: ActivityItemDto[];
  subscriptions: Omit<SubscriptionDto, 'id'>[];
  notifications: { title: string; message: string; createdAt: string }[];
}

/** A burst of exactly `EVENTS` events and what the read models must say after it, both from one seed. */
function burst(now: number) {
  const rand = random(19);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const used = new Set<number>();
  /** A time between `from` and `to` (ms) no other event has: the expected orders have no ties. */
  const timeBetween = (from: number, to: number) => {
    let t = Math.floor(from + rand() * (to - from));
    while (used.has(t)) t += 1;
    used.add(t);
    return t;
  };
  const iso = (t: number) => new Date(t).toISOString();
  const events: EventEnvelope[] = [];
  const publish = (type: string, at: number, data: unknown, actor?: Principal) =>
    events.push({
      id: randomUUID(),
      type,
      occurredAt: iso(at),
      version: 1,
      ...(actor ? { actor, client: CLIENTS[`${actor.kind}:${actor.id}`] } : {}),
      data,
    });
  const adminLog: (Omit<AdminActivityLogDto, 'id'> & { at: number })[] = [];
  const adminAction = (subject: string, at: number, actor: Principal, action: AdminActionEvent) => {
    publish(subject, at, action, actor);
    adminLog.push({
      ...action,
      adminId: actor.id,
      adminName: actor.kind === 'admin' ? 'admin' : null,
      ipAddress: CLIENTS[`${actor.kind}:${actor.id}`]!.ip,
      userAgent: CLIENTS[`${actor.kind}:${actor.id}`]!.userAgent,
      createdAt: iso(at),
      at,
    });
  };

  // ---- identity: the console's administrator signs in (its name in the log; a user with role admin has none) ----
  publish(IDENTITY_SUBJECTS.adminLoggedIn, timeBetween(now - 210 * DAY, now - 205 * DAY), {
    adminId: 1,
    username: 'admin',
    kind: 'admin',
    ipAddress: CLIENTS['admin:1']!.ip,
    userAgent: CLIENTS['admin:1']!.userAgent,
  });

  // ---- catalog: categories, then exporters' lives ----
  CATEGORIES.forEach((name, index) =>
    publish(CATALOG_SUBJECTS.categoryCreated, timeBetween(now - 220 * DAY, now - 215 * DAY), {
      id: index + 1,
      name,
      slug: name.toLowerCase(),
      description: null,
      imageUrl: null,
    }),
  );
  const lives: ExporterLife[] = [];
  const exporterEvent = (life: ExporterLife, state: ExporterState): ExporterChangedEvent => ({
    id: life.id,
    userId: null,
    logoUrl: null,
    isPremium: state.plan !== 'basic',
    email: `exporter${life.id}@example.com`,
    contactPerson: `Contact ${life.id}`,
    createdAt: life.createdAt,
    ...state,
  });
  for (let id = 1; id <= 70; id++) {
    const created = timeBetween(now - 200 * DAY, now - 15 * DAY);
    const paid = rand() < 0.2 ? pick(['professional', 'enterprise'] as const) : null;
    const first: ExporterState = {
      companyName: `Exporter ${id} Traders`,
      status: 'pending',
      isVerified: false,
      city: rand() < 0.1 ? null : pick(CITIES),
      plan: paid ?? 'basic',
      planSince: paid ? iso(created) : null,
      categoryIds: [...new Set([pick([1, 2, 3, 4, 5, 6, 7, 8, 9]), pick([1, 2, 3, 4, 5, 6, 7, 8, 9])])].sort(
        (a, b) => a - b,
      ),
    };
    const life: ExporterLife = { id, createdAt: iso(created), states: [], deletedAt: null };
    lives.push(life);
    let state = first;
    let at = created;
    /** An update some minutes to two days after the last event; `next` may use the update's own time. */
    const change = (
      next: Partial<ExporterState> | ((at: string) => Partial<ExporterState>),
      action?: AdminActionEvent,
      actor = pick([ADMIN, STAFF]),
    ) => {
      at = timeBetween(at + 60_000, at + 2 * DAY);
      state = { ...state, ...(typeof next === 'function' ? next(iso(at)) : next) };
      life.states.push({ at: iso(at), state });
      publish(CATALOG_SUBJECTS.exporterUpdated, at, exporterEvent(life, state), action ? actor : undefined);
      if (action)
        adminAction(CATALOG_SUBJECTS.adminActionRecorded, timeBetween(at + 1, at + 1000), actor, action);
    };
    // The creation: its time is the exporter's createdAt.
    life.states.push({ at: iso(created), state });
    publish(CATALOG_SUBJECTS.exporterCreated, created, exporterEvent(life, state));
    const name = state.companyName;
    const r = rand();
    if (r < 0.55)
      change(
        { status: 'approved' },
        { action: 'exporter.approved', targetType: 'exporter', targetId: id, details: `Approved ${name}` },
      );
    else if (r < 0.7)
      change(
        { status: 'rejected' },
        { action: 'exporter.rejected', targetType: 'exporter', targetId: id, details: `Rejected ${name}` },
      );
    if (rand() < 0.3)
      change(
        { isVerified: true },
        { action: 'exporter.verified', targetType: 'exporter', targetId: id, details: `Verified ${name}` },
      );
    if (rand() < 0.3) change({ city: pick(CITIES), categoryIds: [pick([1, 2, 3, 4, 5, 6, 7, 8, 9])] });
    if (rand() < 0.25) {
      const tier = pick(['professional', 'enterprise', 'basic'] as const);
      change((since) => ({ plan: tier, planSince: tier === 'basic' ? null : since }));
    }
    if (rand() < 0.15) change({ companyName: `${name} International` });
    if (state.status === 'pending' && rand() < 0.3)
      change(
        { status: 'approved' },
        { action: 'exporter.approved', targetType: 'exporter', targetId: id, details: `Approved ${name}` },
      );
    if (rand() < 0.12) {
      at = timeBetween(at + 60_000, at + DAY);
      life.deletedAt = iso(at);
      const actor = pick([ADMIN, STAFF]);
      publish(CATALOG_SUBJECTS.exporterDeleted, at, exporterEvent(life, state), actor);
      adminAction(CATALOG_SUBJECTS.adminActionRecorded, timeBetween(at + 1, at + 1000), actor, {
        action: 'exporter.deleted',
        targetType: 'exporter',
        targetId: id,
        details: `Removed ${state.companyName}`,
      });
    }
  }

  // ---- messaging: conversations (some blocked or archived), reports, inquiries; identity: accounts ----
  const conversations: {
    id: number;
    subject: string;
    at: number;
    changes: { status: string; at: number }[];
  }[] = [];
  for (let id = 1; id <= 40; id++) {
    const at = timeBetween(now - 150 * DAY, now - 5 * DAY);
    const subject = `Order of ${pick(CATEGORIES).toLowerCase()} #${id}`;
    const conversation = { id, subject, at, changes: [] as { status: string; at: number }[] };
    conversations.push(conversation);
    publish(MESSAGING_SUBJECTS.conversationCreated, at, {
      conversationId: id,
      buyerId: 100 + id,
      exporterId: pick(lives).id,
      exporterUserId: null,
      subject,
      createdAt: iso(at),
    });
    let last = at;
    for (const [status, chance] of [
      ['blocked', 0.25],
      ['archived', 0.3],
    ] as const) {
      if (rand() >= chance) continue;
      last = timeBetween(last + 60_000, last + DAY);
      const byAdmin = status === 'blocked';
      const actor = pick([ADMIN, STAFF]);
      conversation.changes.push({ status, at: last });
      publish(
        MESSAGING_SUBJECTS.conversationStatusChanged,
        last,
        {
          conversationId: id,
          buyerId: 100 + id,
          exporterUserId: null,
          status,
          changedBy: byAdmin ? 'admin' : 'buyer',
        },
        byAdmin ? actor : undefined,
      );
      if (byAdmin)
        adminAction(MESSAGING_SUBJECTS.adminActionRecorded, timeBetween(last + 1, last + 1000), actor, {
          action: 'conversation.blocked',
          targetType: 'conversation',
          targetId: id,
          details: `Blocked the conversation "${subject}"`,
        });
    }
  }
  const reports: { at: number; reporterType: string; reason: string }[] = [];
  for (let id = 1; id <= 12; id++) {
    const conversation = pick(conversations);
    const at = timeBetween(conversation.at + 1000, now - DAY);
    const report = {
      at,
      reporterType: pick(['buyer', 'exporter']),
      reason: pick(['scam', 'spam', 'abuse', 'other']),
    };
    reports.push(report);
    publish(MESSAGING_SUBJECTS.reportFiled, at, {
      reportId: id,
      conversationId: conversation.id,
      messageId: 1000 + id,
      reason: report.reason,
      details: null,
      reporterType: report.reporterType,
      reporterId: 100 + id,
      buyerId: 100 + conversation.id,
      exporterId: 1,
      content: `Reported message ${id}`,
      flags: [],
      createdAt: iso(at),
    });
  }
  for (let id = 1; id <= 6; id++) {
    const actor = pick([ADMIN, STAFF]);
    adminAction(IDENTITY_SUBJECTS.adminActionRecorded, timeBetween(now - 100 * DAY, now - DAY), actor, {
      action: 'buyer.verified',
      targetType: 'buyer',
      targetId: 200 + id,
      details: `Verified buyer ${200 + id}`,
    });
  }
  let contacts = 0;
  let answered = 0;
  let users = 0;
  // Inquiries, some answered, and sign-ups fill the burst to exactly EVENTS.
  while (events.length < EVENTS) {
    const r = rand();
    const at = timeBetween(now - 180 * DAY, now - DAY);
    if (r < 0.4 && events.length < EVENTS - 1) {
      contacts += 1;
      const id = contacts;
      const exporterId = pick(lives).id;
      publish(MESSAGING_SUBJECTS.inquiryCreated, at, {
        id,
        exporterId,
        buyerName: `Buyer ${id}`,
        buyerEmail: `buyer${id}@example.com`,
        buyerCompany: null,
        buyerUserId: null,
        createdAt: iso(at),
      });
      if (rand() < 0.5) {
        answered += 1;
        const respondedAt = timeBetween(at + 1000, at + DAY);
        publish(MESSAGING_SUBJECTS.inquiryResponded, respondedAt, {
          id,
          exporterId,
          kind: 'replied',
          receivedAt: iso(at),
          respondedAt: iso(respondedAt),
          conversationId: null,
        });
      }
    } else if (r < 0.7) {
      users += 1;
      publish(IDENTITY_SUBJECTS.userRegistered, at, {
        userId: 300 + users,
        email: `user${users}@example.com`,
        role: 'exporter',
      });
    } else {
      users += 1;
      publish(IDENTITY_SUBJECTS.buyerRegistered, at, {
        buyerUserId: 300 + users,
        email: `user${users}@example.com`,
      });
    }
  }

  // ---- what the read models must say: computed from each life in time order ----
  const alive = lives.filter((life) => !life.deletedAt);
  const final = (life: ExporterLife) => life.states[life.states.length - 1]!.state;
  const months = lastMonths(6);
  const [lastMonth] = lastMonths(2);
  const counts = <K>(keys: K[]) => {
    const map = new Map<K, number>();
    for (const key of keys) map.set(key, (map.get(key) ?? 0) + 1);
    return [...map];
  };
  const byCountThenName = (a: [string, number], b: [string, number]) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1);

  const subscriptions: Omit<SubscriptionDto, 'id'>[] = [];
  for (const life of lives) {
    let open: { tier: ExporterPlanTier; since: string; key: string } | null = null;
    const close = (end: string) => {
      if (!open) return;
      subscriptions.push({
        exporterId: life.id,
        companyName: final(life).companyName,
        plan: PLAN_NAME[open.tier],
        status: 'ended',
        startDate: open.since,
        endDate: end < open.since ? open.since : end,
        amount: PRICE[open.tier],
        currency: 'PKR',
        autoRenew: false,
      });
      open = null;
    };
    for (const { at, state } of life.states) {
      const key = state.plan === 'basic' ? null : `${state.plan}@${state.planSince}`;
      if (open && open.key === key) continue;
      close(state.planSince ?? at);
      if (key) open = { tier: state.plan, since: state.planSince!, key };
    }
    if (life.deletedAt) close(life.deletedAt);
    else if (open) {
      const o: { tier: ExporterPlanTier; since: string } = open;
      subscriptions.push({
        exporterId: life.id,
        companyName: final(life).companyName,
        plan: PLAN_NAME[o.tier],
        status: 'active',
        startDate: o.since,
        endDate: null,
        amount: PRICE[o.tier],
        currency: 'PKR',
        autoRenew: false,
      });
    }
  }
  const revenueIn = (month: string) =>
    subscriptions
      .filter((s) => monthOf(s.startDate) <= month && (s.endDate === null || monthOf(s.endDate) >= month))
      .reduce((sum, s) => sum + s.amount, 0);

  const activity: ActivityItemDto[] = [];
  for (const life of lives) {
    activity.push({
      type: 'exporter',
      title: life.states[0]!.state.companyName,
      status: 'created',
      timestamp: life.createdAt,
      targetId: life.id,
    });
    life.states.forEach(({ at, state }, i) => {
      if (i > 0 && state.status !== life.states[i - 1]!.state.status)
        activity.push({
          type: 'exporter',
          title: state.companyName,
          status: state.status,
          timestamp: at,
          targetId: life.id,
        });
    });
    if (life.deletedAt)
      activity.push({
        type: 'exporter',
        title: final(life).companyName,
        status: 'deleted',
        timestamp: life.deletedAt,
        targetId: life.id,
      });
  }
  for (const c of conversations) {
    activity.push({
      type: 'conversation',
      title: c.subject,
      status: 'active',
      timestamp: iso(c.at),
      targetId: c.id,
    });
    for (const change of c.changes)
      activity.push({
        type: 'conversation',
        title: c.subject,
        status: change.status,
        timestamp: iso(change.at),
        targetId: c.id,
      });
  }
  activity.sort((a, b) => (a.timestamp < b.timestamp ? 1 : -1));

  const notifications = [
    ...lives.map((life) => ({
      title: 'New exporter application',
      message: `${life.states[0]!.state.companyName} applied to be listed and waits for review.`,
      createdAt: life.createdAt,
    })),
    ...reports.map((report) => ({
      title: 'New report',
      message: `A ${report.reporterType} reported a message (${report.reason}).`,
      createdAt: iso(report.at),
    })),
  ].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));

  const totalThen =
    lives.filter((life) => monthOf(life.createdAt) <= lastMonth!).length -
    lives.filter((life) => life.deletedAt && monthOf(life.deletedAt) <= lastMonth!).length;
  const totalExporters = alive.length;
  const pendingExporters = alive.filter((life) => final(life).status === 'pending').length;
  const expected: Expected = {
    stats: {
      verifiedExporters: alive.filter((life) => final(life).isVerified).length,
      totalCategories: CATEGORIES.length,
      totalContacts: contacts,
      totalExporters,
      pendingExporters,
      totalUsers: users,
      totalConversations: conversations.length,
    },
    enhanced: {
      totalExporters,
      growthRate: totalThen > 0 ? Math.round(((totalExporters - totalThen) / totalThen) * 1000) / 10 : null,
      monthlyRevenue: revenueIn(months[5]!),
      pendingExporters,
      topCategories: counts(alive.flatMap((life) => final(life).categoryIds.map((id) => CATEGORIES[id - 1]!)))
        .sort(byCountThenName)
        .slice(0, 8)
        .map(([name, count]) => ({ name, count })),
      geographicDistribution: counts(alive.flatMap((life) => (final(life).city ? [final(life).city!] : [])))
        .sort(byCountThenName)
        .slice(0, 10)
        .map(([city, count]) => ({ city, count })),
      revenueByMonth: months.map((month) => ({ month, value: revenueIn(month) })),
      newExportersByMonth: months.map((month) => ({
        month,
        value: lives.filter((life) => monthOf(life.createdAt) === month).length,
      })),
      recentActivity: adminLog
        .sort((a, b) => b.at - a.at)
        .slice(0, 10)
        .map(({ at: _at, ...entry }) => entry),
      inquiryAnswerRate: contacts > 0 ? Math.round((answered / contacts) * 1000) / 10 : 0,
    },
    activity: activity.slice(0, 200),
    subscriptions: subscriptions.sort((a, b) => (a.startDate < b.startDate ? 1 : -1)),
    notifications,
  };
  return { events, expected };
}

/** Each event twice (two message ids: JetStream's de-duplication does not stop the second), shuffled. */
function deliveries(events: EventEnvelope[]): { event: EventEnvelope; msgID: string }[] {
  const rand = random(2026);
  const all = events.flatMap((event) => [
    { event, msgID: `${event.id}-first` },
    { event, msgID: `${event.id}-again` },
  ]);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
}

describe('admin read models after a burst of 500 events, each delivered twice and out of order', () => {
  let testEnv: TestEnv;
  let service: INestMicroservice;
  let rpc: TestRpcClient;
  let nc: NatsConnection;
  let db: pg.Client;
  const now = Date.now();
  const { events, expected } = burst(now);

  beforeAll(async () => {
    testEnv = await createTestEnv('admin_read_models');
    service = await startService(adminService, testEnv.env);
    rpc = new TestRpcClient(testEnv.env);
    nc = await connect({ servers: testEnv.env.NATS_URL });
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();

    const js = jetstream(nc);
    for (const { event, msgID } of deliveries(events))
      await js.publish(namespaced(testEnv.namespace, event.type), JSON.stringify(event), { msgID });
    const consumers = [
      EVENT_CONSUMERS.adminStats,
      EVENT_CONSUMERS.adminIdentity,
      EVENT_CONSUMERS.adminMessaging,
    ];
    const jsm = await jetstreamManager(nc);
    await eventually(async () => {
      for (const consumer of consumers) {
        const info = await jsm.consumers.info(
          streamName(testEnv.namespace, consumer.from),
          consumerDurableName('admin', consumer.name),
        );
        if (info.num_pending > 0 || info.num_ack_pending > 0) return false;
      }
      return true;
    }, 120_000);
  }, 180_000);

  afterAll(async () => {
    await rpc?.close();
    await service?.close();
    await nc?.close();
    await db?.end();
    await testEnv?.dispose();
  });

  it('applied each of the 500 events once per consumer, none left as a dead letter', async () => {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.inbox');
    expect(rows[0]!.n).toBe(EVENTS);
    const dead = await db.query('SELECT consumer, subject, error FROM admin.dead_letters');
    expect(dead.rows).toEqual([]);
  });

  it('counts exporters (total, pending, verified), categories, contacts, users and conversations exactly', async () => {
    expect(await rpc.send<AdminStatsDto>(ADMIN_PATTERNS.statsGet, {}, ADMIN)).toEqual(expected.stats);
  });

  it('gives the enhanced figures exactly: growth, revenue, months, categories, cities, the admin log', async () => {
    const enhanced = await rpc.send<AdminEnhancedStatsDto>(ADMIN_PATTERNS.enhancedStatsGet, {}, ADMIN);
    const { inquiryAnswerRate, ...figures } = expected.enhanced;
    expect({
      ...enhanced,
      recentActivity: enhanced.recentActivity.map(({ id: _id, ...entry }) => entry),
    }).toEqual({
      ...figures,
      systemHealth: 0,
      responseTime: 0,
      analytics: { responseTimeMs: 0, inquiryAnswerRate, uptime: 0 },
    });
    // The burst has revenue, growth and history to show (the figures above are not all zero).
    expect(figures.revenueByMonth.some((m) => m.value > 0)).toBe(true);
    expect(figures.newExportersByMonth.filter((m) => m.value > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('lists the recent activity (exporters and conversations) exactly, newest first', async () => {
    const { items } = await rpc.send<ActivityListDto>(ADMIN_PATTERNS.activityList, { limit: 200 }, ADMIN);
    expect(items).toEqual(expected.activity);
  });

  it('keeps the subscriptions of the paid plans, started and ended as the plans changed', async () => {
    const list = await rpc.send<SubscriptionDto[]>(ADMIN_PATTERNS.subscriptionList, {}, ADMIN);
    expect(list.map(({ id: _id, ...s }) => s)).toEqual(expected.subscriptions);
  });

  it('notifies once per application and per report, all unread', async () => {
    const { notifications, unread } = await rpc.send<AdminNotificationListDto>(
      ADMIN_PATTERNS.notificationList,
      {},
      ADMIN,
    );
    expect(unread).toBe(expected.notifications.length);
    expect(notifications.map(({ title, message, createdAt }) => ({ title, message, createdAt }))).toEqual(
      expected.notifications.slice(0, 50),
    );
  });

  it("keeps today's metrics at each counter's final value", async () => {
    const metrics = await rpc.send<PlatformMetricDto[]>(ADMIN_PATTERNS.metricList, {}, ADMIN);
    const today = (name: string) =>
      metrics.find(
        (m) => m.metricName === name && m.dimensions?.day === new Date().toISOString().slice(0, 10),
      )?.value;
    expect({
      exporters: today('exporters'),
      pending: today('exporters_pending'),
      users: today('users'),
      conversations: today('conversations'),
    }).toEqual({
      exporters: expected.stats.totalExporters,
      pending: expected.stats.pendingExporters,
      users: expected.stats.totalUsers,
      conversations: expected.stats.totalConversations,
    });
  });
});
