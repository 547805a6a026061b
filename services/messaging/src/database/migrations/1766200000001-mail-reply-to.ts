import { addMailReplyToV2, dropMailReplyToV2 } from '@ped/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A reply to a visitor's inquiry is answered to the exporter: mails may carry a Reply-To. */
export class MailReplyTo1766200000001 implements MigrationInterface {
  name = 'MailReplyTo1766200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addMailReplyToV2(queryRunner, 'messaging');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMailReplyToV2(queryRunner, 'messaging');
  }
}
