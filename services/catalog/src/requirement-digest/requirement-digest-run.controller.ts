import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { CATALOG_PATTERNS, type RequirementDigestRunDto } from '@ped/contracts/catalog';
import { RequirementDigestService } from './requirement-digest.service.js';

/** A digest run on demand, answered by the catalog worker (not routed by the gateway: operators and tests). */
@Controller()
export class RequirementDigestRunController {
  constructor(private readonly digest: RequirementDigestService) {}

  @MessagePattern(CATALOG_PATTERNS.requirementDigestRun)
  run(): Promise<RequirementDigestRunDto> {
    return this.digest.run();
  }
}
