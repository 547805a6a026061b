import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `buyer_countries`: each buyer's country from identity's `identity.buyer.profile_completed` (the latest wins), for
 * the public figure "countries our buyers come from" (GET /api/stats).
 */
export class BuyerCountries1765300000000 implements MigrationInterface {
  name = 'BuyerCountries1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalog.buyer_countries (
        buyer_user_id integer PRIMARY KEY,
        country varchar(100) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE catalog.buyer_countries');
  }
}
