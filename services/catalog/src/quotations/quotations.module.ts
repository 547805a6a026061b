import { Module } from '@nestjs/common';
import { BuyerQuotationsService } from './buyer-quotations.service.js';
import { QuotationsController } from './quotations.controller.js';
import { QuotationsService } from './quotations.service.js';

@Module({
  controllers: [QuotationsController],
  providers: [QuotationsService, BuyerQuotationsService],
})
export class QuotationsModule {}
