import { Module, type DynamicModule } from '@nestjs/common';
import { MailModule, ServiceKitModule } from '@ped/nest-kit';
import { AdminsModule } from './admins/admins.module.js';
import { BuyerVerificationModule } from './buyer-verification/buyer-verification.module.js';
import { BuyersModule } from './buyers/buyers.module.js';
import type { IdentityConfig } from './config/identity.config.js';
import { identityDatabase } from './database/identity.datasource.js';
import { ExporterAccountsModule } from './exporter-accounts/exporter-accounts.module.js';
import { PasswordLinksModule } from './password-links/password-links.module.js';
import { PrincipalModule } from './principal/principal.module.js';
import { AccountDeletionModule } from './account-deletion/account-deletion.module.js';
import { QuotationMailsModule } from './quotation-mails/quotation-mails.module.js';
import { SignUpsModule } from './sign-ups/sign-ups.module.js';
import { UsersModule } from './users/users.module.js';

@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot({
          service: 'identity',
          config,
          database: identityDatabase(config.DATABASE_URL),
        }),
        // identity.mail_outbox: sign-up, set-password and reset links, buyers' new quotations.
        MailModule.forRoot(config),
        UsersModule,
        BuyersModule,
        SignUpsModule,
        AdminsModule,
        PrincipalModule,
        AccountDeletionModule,
        PasswordLinksModule,
        ExporterAccountsModule,
        BuyerVerificationModule,
        QuotationMailsModule,
      ],
    };
  }
}
