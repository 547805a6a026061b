import type { MigrationInterface, QueryRunner } from 'typeorm';

const BEFORE =
  'Dear {{contactPerson}},\n\nVerified exporters get the Verified badge buyers look for. Send us your business documents and our certified partners review them within 48 hours.\n\nThe Pakistan Export Directory team';
const AFTER =
  'Dear {{contactPerson}},\n\nVerified exporters get the Verified badge buyers look for. Complete the verification checks of {{companyName}} from your dashboard: each check is free on every plan, and we review it within 48 hours.\n\nThe Pakistan Export Directory team';

/**
 * The seeded "Verification reminder" declared {{companyName}} without using it, and described sending
 * documents rather than the verification ladder's checks.
 */
export class VerificationReminder1766400000001 implements MigrationInterface {
  name = 'VerificationReminder1766400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "UPDATE admin.message_templates SET content = $2 WHERE name = 'Verification reminder' AND content = $1",
      [BEFORE, AFTER],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "UPDATE admin.message_templates SET content = $1 WHERE name = 'Verification reminder' AND content = $2",
      [BEFORE, AFTER],
    );
  }
}
