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
