import { Module } from '@nestjs/common';
import { BuyerResponsesService } from './buyer-responses.service.js';
import { BuyingRequestsController } from './buying-requests.controller.js';
import { OpenRequirementsService } from './open-requirements.service.js';
import { QuotationsService } from './quotations.service.js';

@Module({
  controllers: [BuyingRequestsController],
  providers: [OpenRequirementsService, QuotationsService, BuyerResponsesService],
})
export class BuyingRequestsModule {}
