import { Module } from '@nestjs/common';
import { CatalogCacheModule } from '../cache/catalog-cache.module.js';
import { BuyerResponsesController } from './buyer-responses.controller.js';
import { MyResponsesController, OpenRequirementsController } from './open-requirements.controller.js';
import { RequirementTemplatesController } from './requirement-templates.controller.js';

/**
 * Buying requests' HTTP routes (issue 20): the templates (public), the exporters' open requirements and
 * quotations, and the buyer's comparison with accept and decline (catalog; the conversation from messaging).
 */
@Module({
  imports: [CatalogCacheModule],
  controllers: [
    RequirementTemplatesController,
    OpenRequirementsController,
    MyResponsesController,
    BuyerResponsesController,
  ],
})
export class BuyingRequestsHttpModule {}
