import { Module, type DynamicModule } from '@nestjs/common';
import { LOGGER } from '@ped/nest-kit';
import type { Logger } from 'pino';
import type { CatalogConfig } from '../config/catalog.config.js';
import { SmsQueue } from './sms-queue.service.js';
import { SmsRelay } from './sms-relay.service.js';
import { HttpSmsTransport, LogSmsTransport, SMS_TRANSPORT } from './sms-transport.js';

/**
 * The catalog's outgoing texts (the outbox pattern applied to SMS): `SmsQueue` adds a text to
 * `catalog.sms_outbox` inside a transaction, and `SmsRelay` delivers it through the configured transport
 * (SMS_TRANSPORT, SMS_HTTP_URL, SMS_HTTP_TOKEN: see CatalogConfig).
 */
@Module({})
export class SmsModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    const useHttp = config.SMS_TRANSPORT === 'http' || (!config.SMS_TRANSPORT && config.SMS_HTTP_URL);
    return {
      module: SmsModule,
      global: true,
      providers: [
        {
          provide: SMS_TRANSPORT,
          inject: [LOGGER],
          useFactory: (logger: Logger) =>
            useHttp
              ? new HttpSmsTransport(config.SMS_HTTP_URL!, config.SMS_HTTP_TOKEN)
              : new LogSmsTransport(logger),
        },
        SmsRelay,
        SmsQueue,
      ],
      exports: [SmsQueue, SmsRelay],
    };
  }
}
