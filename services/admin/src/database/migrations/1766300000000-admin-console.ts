import { SUBSCRIPTION_PLAN_SEED } from '@ped/contracts/options';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const PLAN_DESCRIPTIONS: Record<string, { description: string; features: string[] }> = {
  basic: {
    description: 'Free listing for every exporter',
    features: ['Up to 5 products', 'Up to 10 buyer contacts per month', 'Company profile'],
  },
  professional: {
    description: 'Most popular: grow with unlimited products and contacts',
    features: ['Unlimited products', 'Unlimited buyer contacts', 'Premium badge', 'Featured placement'],
  },
  enterprise: {
    description: 'For large exporters with several product lines',
    features: [
      'Everything in Professional',
      'Sponsored placement',
      'Dedicated account manager',
      'Priority verification',
    ],
  },
};

const TEMPLATES = [
  {
    name: 'Exporter approval',
    category: 'approval',
    subject: 'Your exporter profile is approved',
    content:
      'Dear {{contactPerson}},\n\n{{companyName}} is now listed in the Pakistan Export Directory. Buyers can find your profile and send you inquiries.\n\nThe Pakistan Export Directory team',
    variables: ['contactPerson', 'companyName'],
  },
  {
    name: 'Exporter rejection',
    category: 'rejection',
    subject: 'Your exporter application needs changes',
    content:
      'Dear {{contactPerson}},\n\nWe could not approve {{companyName}} yet: {{reason}}\n\nPlease update your application and submit it again.\n\nThe Pakistan Export Directory team',
    variables: ['contactPerson', 'companyName', 'reason'],
  },
  {
    name: 'Inquiry follow-up',
    category: 'inquiry',
    subject: 'A buyer is waiting for your answer',
    content:
      'Dear {{contactPerson}},\n\n{{buyerName}} sent {{companyName}} an inquiry on {{inquiryDate}}. Buyers who get an answer within 48 hours are far more likely to order.\n\nThe Pakistan Export Directory team',
    variables: ['contactPerson', 'buyerName', 'companyName', 'inquiryDate'],
  },
  {
    name: 'Verification reminder',
    category: 'verification',
    subject: 'Complete your business verification',
    content:
      'Dear {{contactPerson}},\n\nVerified exporters get the Verified badge buyers look for. Send us your business documents and our certified partners review them within 48 hours.\n\nThe Pakistan Export Directory team',
    variables: ['contactPerson', 'companyName'],
  },
];

/**
 * The admin console (issue 19): the spec's admin tables, and the read models kept from the other services'
 * events so every figure answers in constant time (counters and per-month rows changed by deltas).
 */
export class AdminConsole1766300000000 implements MigrationInterface {
  name = 'AdminConsole1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string, params?: unknown[]) => queryRunner.query(sql, params);
    // ---- the spec's tables ----
    await q(`
      CREATE TABLE admin.admin_activity_logs (
        id bigserial PRIMARY KEY,
        admin_id integer NOT NULL,
        admin_kind varchar(20) NOT NULL,
        action varchar(100) NOT NULL,
        target_type varchar(50) NOT NULL,
        target_id integer,
        details text NOT NULL,
        ip_address varchar(45),
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q(
      'CREATE INDEX admin_activity_logs_newest ON admin.admin_activity_logs (created_at DESC, id DESC)',
    );
    await q(`
      CREATE TABLE admin.admin_logs (
        id bigserial PRIMARY KEY,
        admin_id integer NOT NULL,
        action varchar(100) NOT NULL,
        target_type varchar(50) NOT NULL,
        target_id integer,
        details text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q(`
      CREATE TABLE admin.moderation_queue (
        id serial PRIMARY KEY,
        report_id integer NOT NULL UNIQUE,
        content_type varchar(50) NOT NULL,
        content_id integer NOT NULL,
        conversation_id integer NOT NULL,
        reported_by integer NOT NULL,
        reporter_type varchar(20) NOT NULL,
        reason varchar(100) NOT NULL,
        details text,
        content text,
        flags text[] NOT NULL DEFAULT '{}',
        status varchar(20) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'resolved', 'dismissed')),
        moderated_by integer,
        moderated_at timestamptz,
        notes text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q(
      'CREATE INDEX moderation_queue_by_status ON admin.moderation_queue (status, created_at DESC, id DESC)',
    );
    await q(`
      CREATE TABLE admin.platform_metrics (
        id bigserial PRIMARY KEY,
        metric_type varchar(50) NOT NULL,
        metric_name varchar(100) NOT NULL,
        value numeric(14, 2) NOT NULL,
        dimensions jsonb,
        day date NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (metric_type, metric_name, day)
      )`);
    await q('CREATE INDEX platform_metrics_newest ON admin.platform_metrics (recorded_at DESC, id DESC)');
    await q(`
      CREATE TABLE admin.subscription_plans (
        id serial PRIMARY KEY,
        tier varchar(20) NOT NULL UNIQUE,
        name varchar(50) NOT NULL,
        description text,
        price numeric(10, 2) NOT NULL,
        currency varchar(3) NOT NULL DEFAULT 'PKR',
        duration integer NOT NULL,
        features text[] NOT NULL DEFAULT '{}',
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const plan of SUBSCRIPTION_PLAN_SEED) {
      const about = PLAN_DESCRIPTIONS[plan.tier];
      await q(
        `INSERT INTO admin.subscription_plans (tier, name, description, price, currency, duration, features)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [plan.tier, plan.name, about.description, plan.price, plan.currency, plan.duration, about.features],
      );
    }
    await q(`
      CREATE TABLE admin.subscriptions (
        id serial PRIMARY KEY,
        exporter_id integer NOT NULL,
        plan_id integer NOT NULL REFERENCES admin.subscription_plans (id),
        status varchar(20) NOT NULL CHECK (status IN ('active', 'ended')),
        start_date timestamptz NOT NULL,
        end_date timestamptz,
        amount numeric(10, 2) NOT NULL,
        payment_method varchar(50),
        transaction_id varchar(100),
        auto_renew boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q(
      "CREATE UNIQUE INDEX subscriptions_one_active ON admin.subscriptions (exporter_id) WHERE status = 'active'",
    );
    await q('CREATE INDEX subscriptions_newest ON admin.subscriptions (start_date DESC, id DESC)');
    await q(`
      CREATE TABLE admin.system_notifications (
        id serial PRIMARY KEY,
        title varchar(200) NOT NULL,
        message text NOT NULL,
        type varchar(20) NOT NULL,
        target_type varchar(20) NOT NULL DEFAULT 'admins',
        target_ids integer[] NOT NULL DEFAULT '{}',
        link text,
        is_read boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT true,
        expires_at timestamptz,
        created_by integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q(
      'CREATE INDEX system_notifications_newest ON admin.system_notifications (created_at DESC, id DESC)',
    );
    await q('CREATE INDEX system_notifications_unread ON admin.system_notifications (id) WHERE NOT is_read');
    await q(`
      CREATE TABLE admin.message_templates (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        category varchar(50) NOT NULL,
        subject text NOT NULL,
        content text NOT NULL,
        variables text[] NOT NULL DEFAULT '{}',
        is_active boolean NOT NULL DEFAULT true,
        created_by integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const t of TEMPLATES) {
      await q(
        `INSERT INTO admin.message_templates (name, category, subject, content, variables)
         VALUES ($1, $2, $3, $4, $5)`,
        [t.name, t.category, t.subject, t.content, t.variables],
      );
    }
    await q(`
      CREATE TABLE admin.report_schedules (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        report_type varchar(50) NOT NULL,
        frequency varchar(20) NOT NULL,
        recipients text[] NOT NULL DEFAULT '{}',
        parameters jsonb,
        is_active boolean NOT NULL DEFAULT true,
        last_run_at timestamptz,
        next_run_at timestamptz,
        created_by integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    // ---- read models kept from events ----
    await q(`
      CREATE TABLE admin.exporters (
        id integer PRIMARY KEY,
        company_name text NOT NULL,
        status varchar(20) NOT NULL,
        is_verified boolean NOT NULL,
        city text,
        plan varchar(20) NOT NULL,
        plan_since timestamptz,
        category_ids integer[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL,
        last_event_at timestamptz NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await q(`
      CREATE TABLE admin.categories (
        id integer PRIMARY KEY,
        name text,
        exporter_count integer NOT NULL DEFAULT 0
      )`);
    await q('CREATE INDEX categories_by_count ON admin.categories (exporter_count DESC)');
    await q(`
      CREATE TABLE admin.city_counts (
        city text PRIMARY KEY,
        exporter_count integer NOT NULL DEFAULT 0
      )`);
    await q('CREATE INDEX city_counts_by_count ON admin.city_counts (exporter_count DESC)');
    await q(`
      CREATE TABLE admin.monthly_figures (
        month char(7) PRIMARY KEY,
        new_exporters integer NOT NULL DEFAULT 0,
        removed_exporters integer NOT NULL DEFAULT 0,
        revenue_started numeric(14, 2) NOT NULL DEFAULT 0,
        revenue_ended numeric(14, 2) NOT NULL DEFAULT 0
      )`);
    await q(`
      CREATE TABLE admin.conversations (
        id integer PRIMARY KEY,
        subject text NOT NULL,
        status varchar(50) NOT NULL
      )`);
    await q(`
      CREATE TABLE admin.activity_items (
        id bigserial PRIMARY KEY,
        type varchar(20) NOT NULL,
        target_id integer NOT NULL,
        title text NOT NULL,
        status varchar(50) NOT NULL,
        occurred_at timestamptz NOT NULL
      )`);
    await q('CREATE INDEX activity_items_newest ON admin.activity_items (occurred_at DESC, id DESC)');
    await q(`
      CREATE TABLE admin.admins (
        kind varchar(20) NOT NULL,
        id integer NOT NULL,
        username text NOT NULL,
        PRIMARY KEY (kind, id)
      )`);
    // The stats consumer now reads every catalog event: its durable restarts from the stream's first event
    // (its filter changed), so the counters are rebuilt from scratch along with the new read models.
    await q("DELETE FROM admin.inbox WHERE consumer = 'stats'");
    await q('DELETE FROM admin.stats_counters');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'admins',
      'activity_items',
      'conversations',
      'monthly_figures',
      'city_counts',
      'categories',
      'exporters',
      'report_schedules',
      'message_templates',
      'system_notifications',
      'subscriptions',
      'subscription_plans',
      'platform_metrics',
      'moderation_queue',
      'admin_logs',
      'admin_activity_logs',
    ]) {
      await queryRunner.query(`DROP TABLE admin.${table}`);
    }
  }
}
