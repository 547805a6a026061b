import { Module } from '@nestjs/common';
import { BuyerSuspensionsController } from './buyer-suspensions.controller.js';
import { BuyerSuspensionsService } from './buyer-suspensions.service.js';

/** The admin console's buyer suspensions: who may not start conversations or send inquiries, and why. */
@Module({
  controllers: [BuyerSuspensionsController],
  providers: [BuyerSuspensionsService],
})
export class BuyerSuspensionsModule {}
