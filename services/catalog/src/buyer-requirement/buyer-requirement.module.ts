import { Module } from '@nestjs/common';
import { BuyerRequirementController } from './buyer-requirement.controller.js';
import { BuyerRequirementService } from './buyer-requirement.service.js';

@Module({
  controllers: [BuyerRequirementController],
  providers: [BuyerRequirementService],
})
export class BuyerRequirementModule {}
