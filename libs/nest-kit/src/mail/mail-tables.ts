import type { QueryRunner } from 'typeorm';

/**
 * The mail outbox: mails waiting to be sent, queued in the transaction of the change that causes them
 * and sent by the service's `MailRelay`. `mail_key` makes queueing idempotent (a redelivered event
 * queues its mail once). Sent rows stay as the service's mail history. A service that sends mail calls
 * this from a migration of its own; it is frozen: a later change is a new function and a new migration.
 */
export async function createMailTablesV1(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE "${schema}".mail_outbox (
      id bigserial PRIMARY KEY,
      mail_key varchar(200) NOT NULL UNIQUE,
      to_address varchar(320) NOT NULL,
      subject varchar(255) NOT NULL,
      text_body text NOT NULL,
      html_body text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      failed_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_error text
    )`);
  await queryRunner.query(
    `CREATE INDEX mail_outbox_pending_idx ON "${schema}".mail_outbox (next_attempt_at)
       WHERE sent_at IS NULL AND failed_at IS NULL`,
  );
}

/**
 * A Reply-To address per mail (e.g. a reply to an inquiry that the visitor answers to the exporter).
 * Only services that send such mail add it; the relay reads the column where it exists.
 */
export async function addMailReplyToV2(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`ALTER TABLE "${schema}".mail_outbox ADD COLUMN reply_to varchar(320)`);
}

export async function dropMailReplyToV2(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`ALTER TABLE "${schema}".mail_outbox DROP COLUMN reply_to`);
}

export async function dropMailTablesV1(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`DROP TABLE "${schema}".mail_outbox`);
}
