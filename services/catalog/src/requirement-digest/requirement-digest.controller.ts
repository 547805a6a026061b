import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  CATALOG_PATTERNS,
  RequirementDigestTokenQuery,
  type RequirementDigestSubscriptionDto,
} from '@ped/contracts/catalog';
import { RequestData } from '@ped/nest-kit';
import { RequirementDigestService } from './requirement-digest.service.js';

/** The digest's unsubscribe link and its way back (the gateway's public routes); the runs are the worker's. */
@Controller()
export class RequirementDigestController {
  constructor(private readonly digest: RequirementDigestService) {}

  @MessagePattern(CATALOG_PATTERNS.requirementDigestUnsubscribe)
  unsubscribe(@RequestData() query: RequirementDigestTokenQuery): Promise<RequirementDigestSubscriptionDto> {
    return this.digest.unsubscribe(query);
  }

  @MessagePattern(CATALOG_PATTERNS.requirementDigestSubscribe)
  subscribe(@RequestData() query: RequirementDigestTokenQuery): Promise<RequirementDigestSubscriptionDto> {
    return this.digest.subscribe(query);
  }
}
