import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Buyer inquiries, the site contact form, and the exporter directory read model (from catalog events). */
export class Contacts1764000000000 implements MigrationInterface {
  name = 'Contacts1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Kept from catalog.exporter.* events; never read from the catalog schema.
    await queryRunner.query(`
      CREATE TABLE messaging.exporter_directory (
        id integer PRIMARY KEY,
        company_name varchar(255) NOT NULL,
        user_id varchar(255),
        logo_url text,
        is_public boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // exporter_id refers to the catalog's exporter: no foreign key across schemas.
    await queryRunner.query(`
      CREATE TABLE messaging.contact_requests (
        id serial PRIMARY KEY,
        exporter_id integer NOT NULL,
        buyer_name varchar(255) NOT NULL,
        buyer_email varchar(255) NOT NULL,
        buyer_company varchar(255),
        message text NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX contact_requests_exporter_idx ON messaging.contact_requests (exporter_id, created_at DESC)',
    );
    await queryRunner.query(`
      CREATE TABLE messaging.site_contact_messages (
        id serial PRIMARY KEY,
        name varchar(255) NOT NULL,
        email varchar(255) NOT NULL,
        company varchar(255),
        subject varchar(255) NOT NULL,
        message text NOT NULL,
        inquiry_type varchar(50) NOT NULL DEFAULT 'general',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE messaging.site_contact_messages');
    await queryRunner.query('DROP TABLE messaging.contact_requests');
    await queryRunner.query('DROP TABLE messaging.exporter_directory');
  }
}
