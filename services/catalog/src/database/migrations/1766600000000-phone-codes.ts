import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The contact check's phone code (issue 19):
 * - `verification_phone_codes`: the code texted to the exporter's phone (hashed), one per exporter, with the
 *   number (E.164) it went to and the wrong tries.
 * - `sms_outbox`: texts waiting to be sent, queued in the transaction of the change that causes them and
 *   delivered by the catalog's SmsRelay with retries; `sms_key` makes queueing idempotent. Sent rows stay as
 *   the history (the text itself is kept only until it is sent: it holds the code).
 */
export class PhoneCodes1766600000000 implements MigrationInterface {
  name = 'PhoneCodes1766600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalog.verification_phone_codes (
        exporter_id integer PRIMARY KEY REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        phone varchar(20) NOT NULL,
        code_hash varchar(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE catalog.sms_outbox (
        id bigserial PRIMARY KEY,
        sms_key varchar(200) NOT NULL UNIQUE,
        to_number varchar(20) NOT NULL,
        text_body text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        failed_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text
      )`);
    await queryRunner.query(
      `CREATE INDEX sms_outbox_pending_idx ON catalog.sms_outbox (next_attempt_at)
         WHERE sent_at IS NULL AND failed_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE catalog.sms_outbox');
    await queryRunner.query('DROP TABLE catalog.verification_phone_codes');
  }
}
