import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-ups that prove their address (issue 32): what a person typed at sign-up waits here, with the hash
 * of the password they chose, until they open the link mailed to the address; only then is the account
 * created. Only the token's sha256 is stored; a link is used once and expires.
 */
export class SignUpLinks1767000000000 implements MigrationInterface {
  name = 'SignUpLinks1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity.sign_up_links (
        id serial PRIMARY KEY,
        token_hash char(64) NOT NULL CONSTRAINT sign_up_links_token_hash_key UNIQUE,
        account_kind varchar(10) NOT NULL
          CONSTRAINT sign_up_links_account_kind_check CHECK (account_kind IN ('user', 'buyer')),
        email varchar(255) NOT NULL,
        first_name varchar(100),
        last_name varchar(100),
        password_hash varchar(255) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The links a confirmed sign-up retires.
    await queryRunner.query(
      'CREATE INDEX sign_up_links_email_idx ON identity.sign_up_links (account_kind, email) WHERE used_at IS NULL',
    );
    // How many sign-up mails an address got lately (the flood limit).
    await queryRunner.query(
      'CREATE INDEX mail_outbox_to_address_idx ON identity.mail_outbox (to_address, created_at)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX identity.mail_outbox_to_address_idx');
    await queryRunner.query('DROP TABLE identity.sign_up_links');
  }
}
