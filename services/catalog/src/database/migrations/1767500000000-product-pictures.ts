import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Several pictures per product (issue 33), in the exporter's order: `images`, the first the cover. The
 * cover stays readable as `image_url` (every list and the spec's field read it) but is derived from
 * `images`, so the two cannot disagree.
 */
export class ProductPictures1767500000000 implements MigrationInterface {
  name = 'ProductPictures1767500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE catalog.products ADD COLUMN images text[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(
      'UPDATE catalog.products SET images = ARRAY[image_url] WHERE image_url IS NOT NULL',
    );
    await queryRunner.query('ALTER TABLE catalog.products DROP COLUMN image_url');
    await queryRunner.query(
      'ALTER TABLE catalog.products ADD COLUMN image_url text GENERATED ALWAYS AS (images[1]) STORED',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE catalog.products DROP COLUMN image_url');
    await queryRunner.query('ALTER TABLE catalog.products ADD COLUMN image_url text');
    await queryRunner.query('UPDATE catalog.products SET image_url = images[1]');
    await queryRunner.query('ALTER TABLE catalog.products DROP COLUMN images');
  }
}
