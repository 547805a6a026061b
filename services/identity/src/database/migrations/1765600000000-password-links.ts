import { createMailTablesV1, dropMailTablesV1 } from '@ped/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-time password links (issue 18): a first password for the account of an approved exporter, or a
 * forgotten one reset. Only the token's sha256 is stored; a link is used once (used_at) and expires.
 * Identity's outgoing mail (the nest-kit mail outbox) carries them.
 */
export class PasswordLinks1765600000000 implements MigrationInterface {
  name = 'PasswordLinks1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity.password_links (
        id serial PRIMARY KEY,
        token_hash char(64) NOT NULL CONSTRAINT password_links_token_hash_key UNIQUE,
        account_kind varchar(10) NOT NULL
          CONSTRAINT password_links_account_kind_check CHECK (account_kind IN ('user', 'buyer')),
        account_id integer NOT NULL,
        purpose varchar(10) NOT NULL CONSTRAINT password_links_purpose_check CHECK (purpose IN ('set', 'reset')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // An account's links: the ones a new password retires, and how many resets were asked for lately.
    await queryRunner.query(
      'CREATE INDEX password_links_account_idx ON identity.password_links (account_kind, account_id, created_at)',
    );
    await createMailTablesV1(queryRunner, 'identity');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMailTablesV1(queryRunner, 'identity');
    await queryRunner.query('DROP TABLE identity.password_links');
  }
}
