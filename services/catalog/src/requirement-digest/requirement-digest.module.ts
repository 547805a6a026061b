import { Module } from '@nestjs/common';
import { RequirementDigestController } from './requirement-digest.controller.js';
import { RequirementDigestService } from './requirement-digest.service.js';

/**
 * The daily e-mail of new requirements to the exporters of their categories (issue 20): its unsubscribe link here;
 * its runs in the catalog worker (src/worker).
 */
@Module({
  controllers: [RequirementDigestController],
  providers: [RequirementDigestService],
})
export class RequirementDigestModule {}
