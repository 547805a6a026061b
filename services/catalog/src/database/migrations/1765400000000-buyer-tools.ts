import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The buyer's side of the catalogue: buying requirements (and exporters' responses to them), saved
 * exporters and saved searches. Every buyer reference is identity's buyer user id (AccountRef kind
 * `buyer`), never a foreign key across schemas.
 *
 * `exporters.listed_at`: when the exporter last became public (approved), kept by a trigger whatever
 * changes the status (signup review, admin, seed), so a saved search can count the exporters that are
 * new since the buyer last opened it. Backfilled from created_at, the listing date the "newest" order uses.
 */
export class BuyerTools1765400000000 implements MigrationInterface {
  name = 'BuyerTools1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalog.buyer_requirements (
        id serial PRIMARY KEY,
        buyer_user_id integer NOT NULL,
        title varchar(255) NOT NULL,
        description text NOT NULL,
        category_id integer REFERENCES catalog.categories (id) ON DELETE SET NULL,
        product_specifications text,
        quantity varchar(100),
        budget_range varchar(100),
        timeline varchar(100),
        delivery_location varchar(255),
        payment_terms varchar(100),
        certification_needs text[] NOT NULL DEFAULT '{}',
        status varchar(20) NOT NULL DEFAULT 'active',
        expires_at timestamptz,
        is_public boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT buyer_requirements_status_check CHECK (status IN ('active', 'closed'))
      )`);
    // The buyer's list, newest first, read from the index in order.
    await queryRunner.query(`
      CREATE INDEX buyer_requirements_buyer_idx ON catalog.buyer_requirements
        (buyer_user_id, created_at DESC, id DESC)`);
    await queryRunner.query(
      'CREATE INDEX buyer_requirements_category_idx ON catalog.buyer_requirements (category_id)',
    );

    await queryRunner.query(`
      CREATE TABLE catalog.requirement_responses (
        id serial PRIMARY KEY,
        requirement_id integer NOT NULL REFERENCES catalog.buyer_requirements (id) ON DELETE CASCADE,
        exporter_id integer NOT NULL REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        message text NOT NULL,
        quotation text,
        attachments text[] NOT NULL DEFAULT '{}',
        status varchar(20) NOT NULL DEFAULT 'pending',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT requirement_responses_requirement_exporter_key UNIQUE (requirement_id, exporter_id)
      )`);
    await queryRunner.query(
      'CREATE INDEX requirement_responses_exporter_idx ON catalog.requirement_responses (exporter_id)',
    );

    await queryRunner.query(`
      CREATE TABLE catalog.saved_exporters (
        id serial PRIMARY KEY,
        buyer_user_id integer NOT NULL,
        exporter_id integer NOT NULL REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        notes varchar(1000),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT saved_exporters_buyer_exporter_key UNIQUE (buyer_user_id, exporter_id)
      )`);
    await queryRunner.query(`
      CREATE INDEX saved_exporters_buyer_idx ON catalog.saved_exporters
        (buyer_user_id, created_at DESC, id DESC)`);
    // An exporter's deletion cascades here: find its rows without a scan.
    await queryRunner.query(
      'CREATE INDEX saved_exporters_exporter_idx ON catalog.saved_exporters (exporter_id)',
    );

    await queryRunner.query(`
      CREATE TABLE catalog.saved_searches (
        id serial PRIMARY KEY,
        buyer_user_id integer NOT NULL,
        name varchar(100) NOT NULL,
        filters jsonb NOT NULL DEFAULT '{}',
        last_opened_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE INDEX saved_searches_buyer_idx ON catalog.saved_searches
        (buyer_user_id, created_at DESC, id DESC)`);

    await queryRunner.query('ALTER TABLE catalog.exporters ADD COLUMN listed_at timestamptz');
    await queryRunner.query(`
      CREATE FUNCTION catalog.exporters_listed_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status <> 'approved' THEN
          NEW.listed_at := NULL;
        ELSIF TG_OP = 'INSERT' THEN
          NEW.listed_at := coalesce(NEW.listed_at, NEW.created_at, now());
        ELSIF OLD.status <> 'approved' THEN
          NEW.listed_at := now();
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER exporters_listed_at BEFORE INSERT OR UPDATE OF status ON catalog.exporters
        FOR EACH ROW EXECUTE FUNCTION catalog.exporters_listed_at()`);
    await queryRunner.query(`UPDATE catalog.exporters SET listed_at = created_at WHERE status = 'approved'`);
    // "New since": the few exporters listed after a moment, found without reading the rest.
    await queryRunner.query(`
      CREATE INDEX exporters_public_listed_idx ON catalog.exporters (listed_at)
        WHERE status = 'approved'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX catalog.exporters_public_listed_idx');
    await queryRunner.query('DROP TRIGGER exporters_listed_at ON catalog.exporters');
    await queryRunner.query('DROP FUNCTION catalog.exporters_listed_at()');
    await queryRunner.query('ALTER TABLE catalog.exporters DROP COLUMN listed_at');
    await queryRunner.query('DROP TABLE catalog.saved_searches');
    await queryRunner.query('DROP TABLE catalog.saved_exporters');
    await queryRunner.query('DROP TABLE catalog.requirement_responses');
    await queryRunner.query('DROP TABLE catalog.buyer_requirements');
  }
}
