import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blocks hold for the pair (buyer, exporter), not only for the conversation that was blocked: one row per blocked
 * pair until an administrator unblocks it. Conversations blocked before this migration block their pair too (who
 * blocked them was not kept: null). And an administrator's suspension of a buyer from starting conversations and
 * sending inquiries, with its reason, until an administrator lifts it (who suspended and who lifted it: the admin
 * activity log).
 */
export class ContactRestrictions1766500000000 implements MigrationInterface {
  name = 'ContactRestrictions1766500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE messaging.contact_blocks (
        buyer_id integer NOT NULL,
        exporter_id integer NOT NULL,
        conversation_id integer REFERENCES messaging.conversations (id) ON DELETE SET NULL,
        blocked_by varchar(20),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (buyer_id, exporter_id)
      )`);
    // An inquiry to an exporter checks that exporter's blocks (by the buyer's id or e-mail).
    await queryRunner.query(
      'CREATE INDEX contact_blocks_exporter_idx ON messaging.contact_blocks (exporter_id)',
    );
    await queryRunner.query(`
      INSERT INTO messaging.contact_blocks (buyer_id, exporter_id, conversation_id, created_at)
      SELECT DISTINCT ON (buyer_id, exporter_id) buyer_id, exporter_id, id, updated_at
        FROM messaging.conversations WHERE status = 'blocked'
       ORDER BY buyer_id, exporter_id, updated_at`);
    await queryRunner.query(`
      CREATE TABLE messaging.buyer_suspensions (
        buyer_id integer PRIMARY KEY,
        reason varchar(500) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE messaging.buyer_suspensions');
    await queryRunner.query('DROP TABLE messaging.contact_blocks');
  }
}
