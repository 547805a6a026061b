import { Module } from '@nestjs/common';
import { BuyerRequirementsController } from './buyer-requirements.controller.js';
import { BuyerRequirementsService } from './buyer-requirements.service.js';
import { OpenRequirementsController } from './open-requirements.controller.js';
import { OpenRequirementsService } from './open-requirements.service.js';

/** Requirements: the buyer's own (post, list, edit) and the open ones exporters read. */
@Module({
  controllers: [BuyerRequirementsController, OpenRequirementsController],
  providers: [BuyerRequirementsService, OpenRequirementsService],
})
export class RequirementsModule {}
