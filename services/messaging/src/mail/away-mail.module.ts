import { Module, type DynamicModule } from '@nestjs/common';
import { MailModule, MailServiceConfig } from '@ped/nest-kit';
import { AwayMailController } from './away-mail.controller.js';
import { AwayMailService } from './away-mail.service.js';

/** Messaging's outgoing mail (the nest-kit mailer on `messaging.mail_outbox`) and its away e-mails. */
@Module({})
export class AwayMailModule {
  static forRoot(config: MailServiceConfig): DynamicModule {
    return {
      module: AwayMailModule,
      imports: [MailModule.forRoot(config)],
      controllers: [AwayMailController],
      providers: [AwayMailService],
    };
  }
}
