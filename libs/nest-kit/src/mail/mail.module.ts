import { Module, type DynamicModule } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import { MAIL_FROM, MAIL_SENDS_BULK, MAIL_TRANSPORT } from './mail.constants.js';
import type { MailServiceConfig } from './mail.config.js';
import { MailQueue } from './mail-queue.service.js';
import { MailRelay } from './mail-relay.service.js';

const TIMEOUT_MS = 10_000;

/**
 * Outgoing mail for a service (the outbox pattern applied to mail): `MailQueue` adds a mail to the
 * service's `mail_outbox` (created by its migration with `createMailTablesV1`) inside a transaction,
 * and `MailRelay` sends it over SMTP with retries. Needs `ServiceKitModule` (database, logger).
 */
@Module({})
export class MailModule {
  /**
   * `sendsBulk: false` leaves the outbox's bulk mail (a column the service's own migration adds) to another process
   * of the service: its worker.
   */
  static forRoot(
    config: MailServiceConfig,
    { sendsBulk = true }: { sendsBulk?: boolean } = {},
  ): DynamicModule {
    return {
      module: MailModule,
      global: true,
      providers: [
        {
          provide: MAIL_TRANSPORT,
          useFactory: () =>
            createTransport({
              ...(config.SMTP_URL
                ? { url: config.SMTP_URL }
                : { host: config.SMTP_HOST, port: config.SMTP_PORT, secure: config.SMTP_SECURE }),
              pool: true,
              maxConnections: 2,
              connectionTimeout: TIMEOUT_MS,
              greetingTimeout: TIMEOUT_MS,
              socketTimeout: TIMEOUT_MS,
            }),
        },
        { provide: MAIL_FROM, useValue: config.MAIL_FROM },
        { provide: MAIL_SENDS_BULK, useValue: sendsBulk },
        MailRelay,
        MailQueue,
      ],
      exports: [MailQueue, MailRelay],
    };
  }
}
