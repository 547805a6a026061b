import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Buyer–exporter conversations (issue 17): conversations keep their list row's figures (the latest
 * message's preview and time, each party's unread count) so the list never reads messages; the buyer
 * directory (from identity's events) and the exporter's e-mail name the parties and reach them when away.
 */
export class Conversations1766000000000 implements MigrationInterface {
  name = 'Conversations1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE messaging.buyer_directory (
        id integer PRIMARY KEY,
        email varchar(255),
        first_name varchar(100),
        last_name varchar(100),
        company_name varchar(255),
        country varchar(100),
        is_verified boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('ALTER TABLE messaging.exporter_directory ADD COLUMN email varchar(255)');
    await queryRunner.query(
      'CREATE INDEX exporter_directory_user_idx ON messaging.exporter_directory (user_id) WHERE user_id IS NOT NULL',
    );

    await queryRunner.query(`
      CREATE TABLE messaging.conversations (
        id serial PRIMARY KEY,
        buyer_id integer NOT NULL,
        exporter_id integer NOT NULL,
        subject varchar(255) NOT NULL,
        status varchar(50) NOT NULL DEFAULT 'active'
          CONSTRAINT conversations_status_check CHECK (status IN ('active', 'archived', 'blocked')),
        last_message varchar(200),
        last_message_at timestamptz,
        buyer_unread integer NOT NULL DEFAULT 0 CONSTRAINT conversations_buyer_unread_check CHECK (buyer_unread >= 0),
        exporter_unread integer NOT NULL DEFAULT 0
          CONSTRAINT conversations_exporter_unread_check CHECK (exporter_unread >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One conversation per buyer, exporter and subject (in any letter case): starting it again finds it.
    await queryRunner.query(
      'CREATE UNIQUE INDEX conversations_topic_key ON messaging.conversations (buyer_id, exporter_id, lower(subject))',
    );
    // Each party's list, newest activity first (a conversation without messages counts from its creation).
    await queryRunner.query(`
      CREATE INDEX conversations_buyer_activity_idx ON messaging.conversations
        (buyer_id, (COALESCE(last_message_at, created_at)) DESC, id DESC)`);
    await queryRunner.query(`
      CREATE INDEX conversations_exporter_activity_idx ON messaging.conversations
        (exporter_id, (COALESCE(last_message_at, created_at)) DESC, id DESC)`);

    await queryRunner.query(`
      CREATE TABLE messaging.messages (
        id serial PRIMARY KEY,
        conversation_id integer NOT NULL REFERENCES messaging.conversations (id) ON DELETE CASCADE,
        sender_id integer NOT NULL,
        sender_type varchar(20) NOT NULL CONSTRAINT messages_sender_type_check CHECK (sender_type IN ('buyer', 'exporter')),
        content text NOT NULL,
        is_read boolean NOT NULL DEFAULT false,
        read_at timestamptz,
        attachments text[] NOT NULL DEFAULT '{}',
        flags text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A thread's pages, newest first, by id (ids grow with time).
    await queryRunner.query(
      'CREATE INDEX messages_conversation_idx ON messaging.messages (conversation_id, id DESC)',
    );
    // Marking read touches only the unread ones.
    await queryRunner.query(
      'CREATE INDEX messages_unread_idx ON messaging.messages (conversation_id, sender_type) WHERE NOT is_read',
    );

    await queryRunner.query(`
      CREATE TABLE messaging.reports (
        id serial PRIMARY KEY,
        conversation_id integer NOT NULL REFERENCES messaging.conversations (id) ON DELETE CASCADE,
        message_id integer REFERENCES messaging.messages (id) ON DELETE SET NULL,
        reporter_type varchar(20) NOT NULL CONSTRAINT reports_reporter_type_check CHECK (reporter_type IN ('buyer', 'exporter')),
        reporter_id integer NOT NULL,
        reason varchar(20) NOT NULL CONSTRAINT reports_reason_check CHECK (reason IN ('scam', 'spam', 'abuse', 'other')),
        details varchar(1000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX reports_conversation_idx ON messaging.reports (conversation_id)');
    await queryRunner.query('CREATE INDEX reports_message_idx ON messaging.reports (message_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE messaging.reports');
    await queryRunner.query('DROP TABLE messaging.messages');
    await queryRunner.query('DROP TABLE messaging.conversations');
    await queryRunner.query('DROP INDEX messaging.exporter_directory_user_idx');
    await queryRunner.query('ALTER TABLE messaging.exporter_directory DROP COLUMN email');
    await queryRunner.query('DROP TABLE messaging.buyer_directory');
  }
}
