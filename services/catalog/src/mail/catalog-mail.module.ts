import { Module, type DynamicModule } from '@nestjs/common';
import { MailModule, MailServiceConfig } from '@ped/nest-kit';

/**
 * The catalog's outgoing mail (the nest-kit mailer on `catalog.mail_outbox`): MailQueue everywhere (the mail
 * settings, PUBLIC_ORIGIN for links, are injected as MailServiceConfig or CatalogConfig, from ServiceKitModule).
 */
@Module({})
export class CatalogMailModule {
  static forRoot(config: MailServiceConfig, options: { sendsBulk: boolean }): DynamicModule {
    return {
      module: CatalogMailModule,
      global: true,
      imports: [MailModule.forRoot(config, options)],
    };
  }
}
