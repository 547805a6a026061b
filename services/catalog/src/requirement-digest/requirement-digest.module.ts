import { Module } from '@nestjs/common';
import { RequirementDigestController } from './requirement-digest.controller.js';
import { RequirementDigestJob } from './requirement-digest.job.js';
import { RequirementDigestService } from './requirement-digest.service.js';

/** The daily e-mail of new requirements to the exporters of their categories (issue 20). */
@Module({
  controllers: [RequirementDigestController],
  providers: [RequirementDigestService, RequirementDigestJob],
})
export class RequirementDigestModule {}
