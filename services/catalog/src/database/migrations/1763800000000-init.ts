import { createEventTablesV1, dropEventTablesV1 } from '@ped/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1763800000000 implements MigrationInterface {
  name = 'Init1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createEventTablesV1(queryRunner, 'catalog');
    await queryRunner.query(`
      CREATE TABLE catalog.categories (
        id serial PRIMARY KEY,
        name varchar(120) NOT NULL,
        slug varchar(120) NOT NULL,
        description text,
        image_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT categories_slug_key UNIQUE (slug)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE catalog.categories');
    await dropEventTablesV1(queryRunner, 'catalog');
  }
}
