import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule } from '@ped/nest-kit';
import type { MessagingConfig } from './config/messaging.config.js';
import { AdminConversationsModule } from './admin-conversations/admin-conversations.module.js';
import { BuyerDirectoryModule } from './buyer-directory/buyer-directory.module.js';
import { BuyerSuspensionsModule } from './buyer-suspensions/buyer-suspensions.module.js';
import { InquiriesModule } from './inquiries/inquiries.module.js';
import { ConversationsModule } from './conversations/conversations.module.js';
import { BuyerDataModule } from './buyer-data/buyer-data.module.js';
import { messagingDatabase } from './database/messaging.datasource.js';
import { AwayMailModule } from './mail/away-mail.module.js';
import { QuotationConversationsModule } from './quotation-conversations/quotation-conversations.module.js';
import { SiteContactModule } from './site-contact/site-contact.module.js';

@Module({})
export class AppModule {
  static forRoot(config: MessagingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot({
          service: 'messaging',
          config,
          database: messagingDatabase(config.DATABASE_URL),
        }),
        InquiriesModule,
        SiteContactModule,
        BuyerDirectoryModule,
        ConversationsModule,
        AwayMailModule.forRoot(config),
        BuyerDataModule,
        AdminConversationsModule,
        BuyerSuspensionsModule,
        QuotationConversationsModule,
      ],
    };
  }
}
