import { createMailTablesV1, dropMailTablesV1 } from '@ped/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messaging's outgoing mail (issue 17): the nest-kit mail outbox, and the away e-mails' two records —
 * one decision per message (a repeated request queues nothing) and, per conversation and recipient,
 * when the last away mail was queued (at most one in 15 minutes).
 */
export class Mail1766100000000 implements MigrationInterface {
  name = 'Mail1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createMailTablesV1(queryRunner, 'messaging');
    await queryRunner.query(`
      CREATE TABLE messaging.away_mails (
        message_id integer PRIMARY KEY REFERENCES messaging.messages (id) ON DELETE CASCADE,
        conversation_id integer NOT NULL,
        recipient_type varchar(20) NOT NULL
          CONSTRAINT away_mails_recipient_type_check CHECK (recipient_type IN ('buyer', 'exporter')),
        queued boolean NOT NULL DEFAULT false,
        decided_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE messaging.away_mail_throttle (
        conversation_id integer NOT NULL REFERENCES messaging.conversations (id) ON DELETE CASCADE,
        recipient_type varchar(20) NOT NULL
          CONSTRAINT away_mail_throttle_recipient_type_check CHECK (recipient_type IN ('buyer', 'exporter')),
        last_queued_at timestamptz NOT NULL,
        PRIMARY KEY (conversation_id, recipient_type)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE messaging.away_mail_throttle');
    await queryRunner.query('DROP TABLE messaging.away_mails');
    await dropMailTablesV1(queryRunner, 'messaging');
  }
}
