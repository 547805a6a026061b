import { Module } from '@nestjs/common';
import { RequirementAlertsController } from './requirement-alerts.controller.js';
import { RequirementAlertsService } from './requirement-alerts.service.js';

/** Each new requirement to the exporters of its category at once: dashboard and e-mail (issue 33). */
@Module({
  controllers: [RequirementAlertsController],
  providers: [RequirementAlertsService],
})
export class RequirementAlertsModule {}
