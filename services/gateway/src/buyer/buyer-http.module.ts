import { Module } from '@nestjs/common';
import { BuyerAuthController } from './buyer-auth.controller.js';

/** Buyers' HTTP routes: their sign-in and sign-up (sessions from AuthModule) and their company profile. */
@Module({
  controllers: [BuyerAuthController],
})
export class BuyerHttpModule {}
