import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily digest of new buying requests (issue 20):
 * - `requirement_digest_subscriptions`: per exporter, the random token of its mails' unsubscribe link and
 *   whether it unsubscribed (a row is made with the exporter's first digest);
 * - `requirement_digests`: one row per exporter and UTC day a digest was queued — the primary key keeps it
 *   to one a day whatever the number of catalog instances or runs — with the end of the posting window
 *   it covered (the next digest lists requests posted after it) and the requests it listed.
 */
export class RequirementDigest1766500000000 implements MigrationInterface {
  name = 'RequirementDigest1766500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalog.requirement_digest_subscriptions (
        exporter_id integer PRIMARY KEY REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        token varchar(64) NOT NULL UNIQUE,
        unsubscribed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE catalog.requirement_digests (
        exporter_id integer NOT NULL REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        day date NOT NULL,
        posted_until timestamptz NOT NULL,
        requirement_ids integer[] NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (exporter_id, day)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE catalog.requirement_digests');
    await queryRunner.query('DROP TABLE catalog.requirement_digest_subscriptions');
  }
}
