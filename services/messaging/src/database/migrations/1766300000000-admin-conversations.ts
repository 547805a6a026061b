import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin console's conversation list (issue 19): every conversation, newest activity first, of one status
 * or all, reads a page in index order instead of sorting the whole table.
 */
export class AdminConversations1766300000000 implements MigrationInterface {
  name = 'AdminConversations1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX conversations_activity_idx ON messaging.conversations
        ((COALESCE(last_message_at, created_at)) DESC, id DESC)`);
    await queryRunner.query(`
      CREATE INDEX conversations_status_activity_idx ON messaging.conversations
        (status, (COALESCE(last_message_at, created_at)) DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX messaging.conversations_status_activity_idx');
    await queryRunner.query('DROP INDEX messaging.conversations_activity_idx');
  }
}
