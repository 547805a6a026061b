import { Module, type DynamicModule } from '@nestjs/common';
import { MailModule, MailServiceConfig } from '@ped/nest-kit';

/**
 * The catalog's outgoing mail (the nest-kit mailer on `catalog.mail_outbox`): MailQueue everywhere, and
 * the mail settings (PUBLIC_ORIGIN for links) as MailServiceConfig.
 */
@Module({})
export class CatalogMailModule {
  static forRoot(config: MailServiceConfig): DynamicModule {
    return {
      module: CatalogMailModule,
      global: true,
      imports: [MailModule.forRoot(config)],
      providers: [{ provide: MailServiceConfig, useValue: config }],
      exports: [MailServiceConfig],
    };
  }
}
