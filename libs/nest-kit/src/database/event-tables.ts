import type { QueryRunner } from 'typeorm';

/**
 * The outbox (events waiting to be published) and inbox (events already applied) tables.
 * Each service's first migration calls this; it is frozen: a later change is a new function
 * and a new migration, never an edit of this one.
 */
export async function createEventTablesV1(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE "${schema}".outbox (
      id bigserial PRIMARY KEY,
      event_id uuid NOT NULL UNIQUE,
      subject varchar(200) NOT NULL,
      envelope jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_error text
    )`);
  await queryRunner.query(
    `CREATE INDEX outbox_pending_idx ON "${schema}".outbox (id) WHERE published_at IS NULL`,
  );
  await queryRunner.query(`
    CREATE TABLE "${schema}".inbox (
      event_id uuid PRIMARY KEY,
      subject varchar(200) NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now()
    )`);
}

export async function dropEventTablesV1(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`DROP TABLE "${schema}".inbox`);
  await queryRunner.query(`DROP TABLE "${schema}".outbox`);
}

/**
 * V2: one inbox per consumer and a dead-letter store. The inbox is keyed by (consumer, event id), so
 * two consumers of one service each apply an event once; rows from V1 belong to `legacyConsumer`, the
 * consumer that replaced the service's single `<service>-from-<publisher>` durable (or to
 * 'legacy' when the service consumed nothing). `dead_letters` keeps every event a consumer gave up
 * on, with its error, until it is replayed (`npm run events -- replay <id>`). Frozen like V1.
 */
export async function upgradeEventTablesV2(
  queryRunner: QueryRunner,
  schema: string,
  legacyConsumer = 'legacy',
): Promise<void> {
  await queryRunner.query(`ALTER TABLE "${schema}".inbox ADD COLUMN consumer varchar(100)`);
  await queryRunner.query(`UPDATE "${schema}".inbox SET consumer = $1`, [legacyConsumer]);
  await queryRunner.query(`ALTER TABLE "${schema}".inbox ALTER COLUMN consumer SET NOT NULL`);
  await queryRunner.query(`ALTER TABLE "${schema}".inbox DROP CONSTRAINT inbox_pkey`);
  await queryRunner.query(`ALTER TABLE "${schema}".inbox ADD PRIMARY KEY (consumer, event_id)`);
  await queryRunner.query(`
    CREATE TABLE "${schema}".dead_letters (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      consumer varchar(100) NOT NULL,
      event_id uuid,
      subject varchar(200) NOT NULL,
      envelope jsonb,
      raw text,
      error text NOT NULL,
      attempts integer NOT NULL,
      first_failed_at timestamptz NOT NULL DEFAULT now(),
      last_failed_at timestamptz NOT NULL DEFAULT now(),
      replayed_at timestamptz
    )`);
  await queryRunner.query(
    `CREATE UNIQUE INDEX dead_letters_event_key ON "${schema}".dead_letters (consumer, event_id)`,
  );
  await queryRunner.query(
    `CREATE INDEX dead_letters_open_idx ON "${schema}".dead_letters (last_failed_at) WHERE replayed_at IS NULL`,
  );
}

export async function downgradeEventTablesV2(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`DROP TABLE "${schema}".dead_letters`);
  // V1 keys the inbox by event id alone: keep one row per event.
  await queryRunner.query(
    `DELETE FROM "${schema}".inbox a USING "${schema}".inbox b
      WHERE a.event_id = b.event_id AND a.consumer > b.consumer`,
  );
  await queryRunner.query(`ALTER TABLE "${schema}".inbox DROP CONSTRAINT inbox_pkey`);
  await queryRunner.query(`ALTER TABLE "${schema}".inbox DROP COLUMN consumer`);
  await queryRunner.query(`ALTER TABLE "${schema}".inbox ADD PRIMARY KEY (event_id)`);
}
