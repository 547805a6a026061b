import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin console (issue 19):
 * - `exporters.plan` (basic | professional | enterprise) and `plan_since` (when the paid plan began; null
 *   on Basic). `is_premium` stays, kept in step by a trigger either way: writing the plan sets it, and an
 *   older writer setting only `is_premium` moves the plan between Basic and Professional.
 * - The admin list's indexes: trigram GIN indexes for "contains" searches over company, e-mail and contact
 *   person (pg_trgm exists since PublicCatalogue1764000000000), and B-trees for its orders over every status.
 * - `verification_documents` (the spec's data model; the verification ladder fills it later).
 */
export class AdminConsole1766300000000 implements MigrationInterface {
  name = 'AdminConsole1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE catalog.exporters
        ADD COLUMN plan varchar(20) NOT NULL DEFAULT 'basic',
        ADD COLUMN plan_since timestamptz,
        ADD CONSTRAINT exporters_plan_check CHECK (plan IN ('basic', 'professional', 'enterprise'))`);
    // Existing premium members: one in four on Enterprise, each paying since a day of the last 8 months.
    await queryRunner.query(`
      UPDATE catalog.exporters
         SET plan = CASE WHEN id % 4 = 0 THEN 'enterprise' ELSE 'professional' END,
             plan_since = greatest(created_at, now() - (7 + (id * 37) % 230) * interval '1 day')
       WHERE is_premium`);
    await queryRunner.query(`
      CREATE FUNCTION catalog.exporters_plan_in_step() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND NEW.plan IS NOT DISTINCT FROM OLD.plan
           AND NEW.is_premium IS DISTINCT FROM OLD.is_premium THEN
          NEW.plan := CASE WHEN NEW.is_premium THEN 'professional' ELSE 'basic' END;
        ELSIF TG_OP = 'INSERT' AND NEW.plan = 'basic' AND NEW.is_premium THEN
          NEW.plan := 'professional';
        END IF;
        NEW.is_premium := NEW.plan <> 'basic';
        IF NEW.plan = 'basic' THEN
          NEW.plan_since := NULL;
        ELSIF TG_OP = 'INSERT' OR NEW.plan IS DISTINCT FROM OLD.plan THEN
          -- A new paid plan starts now unless the writer said when.
          NEW.plan_since := CASE
            WHEN TG_OP = 'UPDATE' AND NEW.plan_since IS NOT DISTINCT FROM OLD.plan_since THEN now()
            ELSE coalesce(NEW.plan_since, now()) END;
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER exporters_plan_in_step BEFORE INSERT OR UPDATE OF plan, plan_since, is_premium
        ON catalog.exporters FOR EACH ROW EXECUTE FUNCTION catalog.exporters_plan_in_step()`);

    for (const [name, column] of [
      ['company', 'company_name'],
      ['email', 'email'],
      ['contact', 'contact_person'],
    ]) {
      await queryRunner.query(`
        CREATE INDEX exporters_admin_${name}_trgm_idx ON catalog.exporters
          USING gin (lower(${column}) public.gin_trgm_ops)`);
    }
    await queryRunner.query('CREATE INDEX exporters_admin_created_idx ON catalog.exporters (created_at, id)');
    await queryRunner.query(
      'CREATE INDEX exporters_admin_status_created_idx ON catalog.exporters (status, created_at, id)',
    );
    await queryRunner.query('CREATE INDEX exporters_admin_name_idx ON catalog.exporters (company_name, id)');

    await queryRunner.query(`
      CREATE TABLE catalog.verification_documents (
        id serial PRIMARY KEY,
        exporter_id integer NOT NULL REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        document_type varchar(50) NOT NULL,
        document_name text NOT NULL,
        file_url text NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending',
        reviewed_by integer,
        reviewed_at timestamptz,
        notes text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX verification_documents_exporter_idx ON catalog.verification_documents (exporter_id, id)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE catalog.verification_documents');
    for (const name of ['company', 'email', 'contact']) {
      await queryRunner.query(`DROP INDEX catalog.exporters_admin_${name}_trgm_idx`);
    }
    await queryRunner.query('DROP INDEX catalog.exporters_admin_created_idx');
    await queryRunner.query('DROP INDEX catalog.exporters_admin_status_created_idx');
    await queryRunner.query('DROP INDEX catalog.exporters_admin_name_idx');
    await queryRunner.query('DROP TRIGGER exporters_plan_in_step ON catalog.exporters');
    await queryRunner.query('DROP FUNCTION catalog.exporters_plan_in_step()');
    await queryRunner.query(
      'ALTER TABLE catalog.exporters DROP CONSTRAINT exporters_plan_check, DROP COLUMN plan_since, DROP COLUMN plan',
    );
  }
}
