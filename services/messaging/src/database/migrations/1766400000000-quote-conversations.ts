import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Buying requests (issue 20): the conversation opened for each accepted quotation (catalog's response id),
 * so the gateway's call right after accepting and the `catalog.response.accepted` consumer open it once.
 */
export class QuoteConversations1766400000000 implements MigrationInterface {
  name = 'QuoteConversations1766400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE messaging.quote_conversations (
        response_id integer PRIMARY KEY,
        conversation_id integer NOT NULL REFERENCES messaging.conversations (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX quote_conversations_conversation_idx ON messaging.quote_conversations (conversation_id)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE messaging.quote_conversations');
  }
}
