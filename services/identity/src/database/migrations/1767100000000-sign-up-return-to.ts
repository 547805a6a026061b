import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A sign-up keeps where the person was headed (issue 33): the mailed link's sign-in leads back there. */
export class SignUpReturnTo1767100000000 implements MigrationInterface {
  name = 'SignUpReturnTo1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE identity.sign_up_links ADD COLUMN return_to varchar(500)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE identity.sign_up_links DROP COLUMN return_to');
  }
}
