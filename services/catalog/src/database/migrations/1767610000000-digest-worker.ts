import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The requirement digest as the catalog worker's incremental job (issue 37):
 * - `requirement_digest_runs`: per UTC day, how far the day's runs have looked (requests posted until then). The
 *   day's first run looks at every exporter; the next ones only at exporters of categories with requests posted
 *   since, and at those subscribed again since.
 * - `requirement_digest_subscriptions.resubscribed_at`: when an exporter came back from the unsubscribe page.
 * - `mail_outbox.bulk`: mail the worker queues in bulk (digests); only the worker's relay sends it, so thousands of
 *   digests never take the request-serving process's time.
 * - `buyer_requirements_open_category_idx` with the expiry and the predicate's columns: the digest counts a
 *   category's new requests from the index alone (an index-only scan).
 */
export class DigestWorker1767610000000 implements MigrationInterface {
  name = 'DigestWorker1767610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalog.requirement_digest_runs (
        day date PRIMARY KEY,
        scanned_until timestamptz NOT NULL
      )`);
    await queryRunner.query(
      'ALTER TABLE catalog.requirement_digest_subscriptions ADD COLUMN resubscribed_at timestamptz',
    );
    await queryRunner.query('ALTER TABLE catalog.mail_outbox ADD COLUMN bulk boolean NOT NULL DEFAULT false');
    // The request process's relay skips bulk mail: without this it would walk every pending digest on each poll.
    await queryRunner.query(`
      CREATE INDEX mail_outbox_pending_transactional_idx ON catalog.mail_outbox (next_attempt_at)
        WHERE sent_at IS NULL AND failed_at IS NULL AND NOT bulk`);
    await this.openCategoryIndex(queryRunner, 'INCLUDE (expires_at, status, is_public)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.openCategoryIndex(queryRunner, '');
    await queryRunner.query('ALTER TABLE catalog.mail_outbox DROP COLUMN bulk');
    await queryRunner.query(
      'ALTER TABLE catalog.requirement_digest_subscriptions DROP COLUMN resubscribed_at',
    );
    await queryRunner.query('DROP TABLE catalog.requirement_digest_runs');
  }

  private async openCategoryIndex(queryRunner: QueryRunner, include: string): Promise<void> {
    await queryRunner.query('DROP INDEX catalog.buyer_requirements_open_category_idx');
    await queryRunner.query(`
      CREATE INDEX buyer_requirements_open_category_idx ON catalog.buyer_requirements
        (category_id, created_at DESC, id DESC) ${include} WHERE status = 'active' AND is_public`);
  }
}
