import { Module } from '@nestjs/common';
import { BuyerVerificationController } from './buyer-verification.controller.js';
import { BuyerVerificationService } from './buyer-verification.service.js';

/** The admin console's buyer verification: the list of buyers to verify, and setting the badge. */
@Module({
  controllers: [BuyerVerificationController],
  providers: [BuyerVerificationService],
})
export class BuyerVerificationModule {}
