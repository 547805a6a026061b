import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public catalogue: exporters, their categories and products, their metrics and the signup
 * applications, with full-text and trigram search maintained by triggers.
 *
 * Search document of an exporter (`search_vector`, GIN): company name (A), its product and
 * category names (B, kept in `search_terms` by statement triggers on products and
 * exporter_categories), city and certifications (C), description (D). Misspellings are caught by
 * pg_trgm word similarity over `company_name || ' ' || search_terms` (a GIN trigram expression index).
 */
export class PublicCatalogue1764000000000 implements MigrationInterface {
  name = 'PublicCatalogue1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Extensions are per database; pg_trgm goes where PostgreSQL expects it (public, on every search_path).
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');

    await queryRunner.query(`
      CREATE TABLE catalog.exporters (
        id serial PRIMARY KEY,
        user_id varchar(255),
        company_name varchar(255) NOT NULL,
        description text,
        contact_person varchar(255),
        email varchar(255) NOT NULL,
        phone varchar(50),
        website varchar(500),
        address text,
        city varchar(100),
        country varchar(100) NOT NULL DEFAULT 'Pakistan',
        established_year integer,
        employee_count varchar(50),
        logo_url text,
        certifications text[] NOT NULL DEFAULT '{}',
        is_verified boolean NOT NULL DEFAULT false,
        is_premium boolean NOT NULL DEFAULT false,
        status varchar(20) NOT NULL DEFAULT 'pending',
        search_terms text NOT NULL DEFAULT '',
        search_vector tsvector,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT exporters_status_check CHECK (status IN ('pending', 'approved', 'rejected'))
      )`);
    // Public reads only ever touch approved rows: partial indexes keep lists and counts on them.
    await queryRunner.query(`
      CREATE INDEX exporters_public_order_idx ON catalog.exporters
        (is_premium DESC, is_verified DESC, company_name, id) WHERE status = 'approved'`);
    await queryRunner.query(
      `CREATE INDEX exporters_public_city_idx ON catalog.exporters (city) WHERE status = 'approved'`,
    );
    await queryRunner.query(
      `CREATE INDEX exporters_public_verified_idx ON catalog.exporters (id) WHERE status = 'approved' AND is_verified`,
    );
    await queryRunner.query('CREATE INDEX exporters_email_idx ON catalog.exporters (lower(email))');
    await queryRunner.query('CREATE INDEX exporters_user_id_idx ON catalog.exporters (user_id)');
    await queryRunner.query(
      'CREATE INDEX exporters_search_vector_idx ON catalog.exporters USING gin (search_vector)',
    );
    await queryRunner.query(`
      CREATE INDEX exporters_search_trgm_idx ON catalog.exporters
        USING gin ((company_name || ' ' || search_terms) public.gin_trgm_ops)`);

    await queryRunner.query(`
      CREATE TABLE catalog.exporter_categories (
        exporter_id integer NOT NULL REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        category_id integer NOT NULL REFERENCES catalog.categories (id) ON DELETE CASCADE,
        PRIMARY KEY (exporter_id, category_id)
      )`);
    await queryRunner.query(
      'CREATE INDEX exporter_categories_category_idx ON catalog.exporter_categories (category_id, exporter_id)',
    );

    await queryRunner.query(`
      CREATE TABLE catalog.products (
        id serial PRIMARY KEY,
        exporter_id integer NOT NULL REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        name varchar(255) NOT NULL,
        description text,
        category_id integer REFERENCES catalog.categories (id) ON DELETE SET NULL,
        image_url text,
        price numeric(12, 2),
        unit varchar(50),
        minimum_order varchar(100),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX products_exporter_idx ON catalog.products (exporter_id, id)');

    await queryRunner.query(`
      CREATE TABLE catalog.exporter_metrics (
        id serial PRIMARY KEY,
        exporter_id integer NOT NULL REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        profile_views integer NOT NULL DEFAULT 0,
        contact_requests integer NOT NULL DEFAULT 0,
        messages_received integer NOT NULL DEFAULT 0,
        response_rate numeric(5, 2) NOT NULL DEFAULT 0.00,
        avg_response_time integer,
        last_active timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT exporter_metrics_exporter_key UNIQUE (exporter_id)
      )`);

    await queryRunner.query(`
      CREATE TABLE catalog.exporter_applications (
        id serial PRIMARY KEY,
        registration_id varchar(12) NOT NULL,
        exporter_id integer REFERENCES catalog.exporters (id) ON DELETE SET NULL,
        company_name varchar(255) NOT NULL,
        business_type varchar(50) NOT NULL,
        registration_number varchar(100),
        year_established varchar(10) NOT NULL,
        contact_person_name varchar(255) NOT NULL,
        email varchar(255) NOT NULL,
        phone varchar(50) NOT NULL,
        whatsapp varchar(50),
        address varchar(500) NOT NULL,
        city varchar(100) NOT NULL,
        province varchar(50) NOT NULL,
        postal_code varchar(20),
        website varchar(500),
        description text NOT NULL,
        main_products varchar(1000) NOT NULL,
        export_experience varchar(50) NOT NULL,
        target_markets varchar(1000) NOT NULL,
        employee_count varchar(20) NOT NULL,
        annual_turnover varchar(100),
        certifications text[] NOT NULL DEFAULT '{}',
        agree_to_terms boolean NOT NULL,
        agree_to_data_processing boolean NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT exporter_applications_registration_id_key UNIQUE (registration_id),
        CONSTRAINT exporter_applications_status_check CHECK (status IN ('pending', 'approved', 'rejected'))
      )`);
    // One application per e-mail address, however it is capitalised.
    await queryRunner.query(
      'CREATE UNIQUE INDEX exporter_applications_email_key ON catalog.exporter_applications (lower(email))',
    );

    await this.createSearchTriggers(queryRunner);
  }

  private async createSearchTriggers(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION catalog.exporter_search_terms(p_exporter_id integer) RETURNS text
      LANGUAGE sql STABLE AS $$
        SELECT concat_ws(' ',
          (SELECT string_agg(p.name, ' ' ORDER BY p.id) FROM catalog.products p
            WHERE p.exporter_id = p_exporter_id),
          (SELECT string_agg(c.name, ' ' ORDER BY c.id) FROM catalog.exporter_categories ec
            JOIN catalog.categories c ON c.id = ec.category_id WHERE ec.exporter_id = p_exporter_id))
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION catalog.exporters_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector :=
          setweight(to_tsvector('english', coalesce(NEW.company_name, '')), 'A') ||
          setweight(to_tsvector('english', coalesce(NEW.search_terms, '')), 'B') ||
          setweight(to_tsvector('english',
            concat_ws(' ', NEW.city, array_to_string(NEW.certifications, ' '))), 'C') ||
          setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER exporters_search_vector
        BEFORE INSERT OR UPDATE OF company_name, description, city, certifications, search_terms
        ON catalog.exporters FOR EACH ROW EXECUTE FUNCTION catalog.exporters_search_vector()`);
    // Statement-level with transition tables: a batch of 1,000 products refreshes each exporter once.
    await queryRunner.query(`
      CREATE FUNCTION catalog.refresh_exporter_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE catalog.exporters e SET search_terms = catalog.exporter_search_terms(e.id)
            WHERE e.id IN (SELECT exporter_id FROM new_rows);
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE catalog.exporters e SET search_terms = catalog.exporter_search_terms(e.id)
            WHERE e.id IN (SELECT exporter_id FROM old_rows);
        ELSE
          UPDATE catalog.exporters e SET search_terms = catalog.exporter_search_terms(e.id)
            WHERE e.id IN (SELECT exporter_id FROM new_rows UNION SELECT exporter_id FROM old_rows);
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['products', 'exporter_categories']) {
      await queryRunner.query(`
        CREATE TRIGGER ${table}_search_insert AFTER INSERT ON catalog.${table}
          REFERENCING NEW TABLE AS new_rows
          FOR EACH STATEMENT EXECUTE FUNCTION catalog.refresh_exporter_search_terms()`);
      await queryRunner.query(`
        CREATE TRIGGER ${table}_search_update AFTER UPDATE ON catalog.${table}
          REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
          FOR EACH STATEMENT EXECUTE FUNCTION catalog.refresh_exporter_search_terms()`);
      await queryRunner.query(`
        CREATE TRIGGER ${table}_search_delete AFTER DELETE ON catalog.${table}
          REFERENCING OLD TABLE AS old_rows
          FOR EACH STATEMENT EXECUTE FUNCTION catalog.refresh_exporter_search_terms()`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE catalog.exporter_applications');
    await queryRunner.query('DROP TABLE catalog.exporter_metrics');
    await queryRunner.query('DROP TABLE catalog.products');
    await queryRunner.query('DROP TABLE catalog.exporter_categories');
    await queryRunner.query('DROP TABLE catalog.exporters');
    await queryRunner.query('DROP FUNCTION catalog.refresh_exporter_search_terms()');
    await queryRunner.query('DROP FUNCTION catalog.exporters_search_vector()');
    await queryRunner.query('DROP FUNCTION catalog.exporter_search_terms(integer)');
    // pg_trgm stays: other schemas of the database may use it.
  }
}
