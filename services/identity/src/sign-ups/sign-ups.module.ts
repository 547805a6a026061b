import { Module } from '@nestjs/common';
import { BuyersModule } from '../buyers/buyers.module.js';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { UsersModule } from '../users/users.module.js';
import { SignUpsController } from './sign-ups.controller.js';
import { SignUpsService } from './sign-ups.service.js';

/** Sign-up of users and buyers, confirmed by a link to the address (the mailer is global: see AppModule). */
@Module({
  imports: [PasswordsModule, UsersModule, BuyersModule],
  controllers: [SignUpsController],
  providers: [SignUpsService],
})
export class SignUpsModule {}
