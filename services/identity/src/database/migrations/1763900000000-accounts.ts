import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts of the three kinds (spec data model), the buyer profile and the legacy sessions table. */
export class Accounts1763900000000 implements MigrationInterface {
  name = 'Accounts1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity.users (
        id serial PRIMARY KEY,
        email varchar(255) NOT NULL,
        password_hash varchar(255),
        first_name varchar(100),
        last_name varchar(100),
        profile_image_url text,
        role varchar(20) NOT NULL DEFAULT 'exporter' CHECK (role IN ('exporter', 'admin')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_key UNIQUE (email)
      )`);
    await queryRunner.query(`
      CREATE TABLE identity.sessions (
        sid varchar(255) PRIMARY KEY,
        sess jsonb NOT NULL,
        expire timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX sessions_expire_idx ON identity.sessions (expire)');
    await queryRunner.query(`
      CREATE TABLE identity.buyer_users (
        id serial PRIMARY KEY,
        email varchar(255) NOT NULL,
        password_hash varchar(255) NOT NULL,
        first_name varchar(100),
        last_name varchar(100),
        is_verified boolean NOT NULL DEFAULT false,
        email_verification_token varchar(255),
        password_reset_token varchar(255),
        password_reset_expires timestamptz,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT buyer_users_email_key UNIQUE (email)
      )`);
    await queryRunner.query(`
      CREATE TABLE identity.buyer_profiles (
        id serial PRIMARY KEY,
        buyer_user_id integer NOT NULL REFERENCES identity.buyer_users (id) ON DELETE CASCADE,
        company_name varchar(255) NOT NULL,
        business_type varchar(100) NOT NULL,
        industry_focus text[] NOT NULL DEFAULT '{}',
        country varchar(100) NOT NULL,
        city varchar(100),
        website text,
        phone varchar(50),
        address text,
        year_established integer,
        employee_count varchar(20),
        annual_turnover varchar(20),
        preferred_payment_terms text[] NOT NULL DEFAULT '{}',
        shipping_requirements text,
        certification_requirements text[] NOT NULL DEFAULT '{}',
        bio text,
        is_verified boolean NOT NULL DEFAULT false,
        verification_documents text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT buyer_profiles_buyer_user_id_key UNIQUE (buyer_user_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE identity.buyer_interests (
        id serial PRIMARY KEY,
        buyer_user_id integer NOT NULL REFERENCES identity.buyer_users (id) ON DELETE CASCADE,
        category_id integer,
        keywords text[] NOT NULL DEFAULT '{}',
        min_order_quantity integer,
        max_order_quantity integer,
        budget_range varchar(100),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX buyer_interests_buyer_idx ON identity.buyer_interests (buyer_user_id)',
    );
    await queryRunner.query(`
      CREATE TABLE identity.admin_credentials (
        id serial PRIMARY KEY,
        username varchar(50) NOT NULL,
        password_hash varchar(255) NOT NULL,
        user_id integer REFERENCES identity.users (id) ON DELETE SET NULL,
        is_active boolean NOT NULL DEFAULT true,
        must_change_password boolean NOT NULL DEFAULT true,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT admin_credentials_username_key UNIQUE (username)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'admin_credentials',
      'buyer_interests',
      'buyer_profiles',
      'buyer_users',
      'sessions',
      'users',
    ]) {
      await queryRunner.query(`DROP TABLE identity.${table}`);
    }
  }
}
