import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  CATALOG_PATTERNS,
  PostRequirementCommand,
  UpdateRequirementRequest,
  type BuyerRequirementDto,
} from '@ped/contracts/catalog';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { BuyerRequirementsService } from './buyer-requirements.service.js';

/** A signed-in buyer's own requirements. */
@Controller()
export class BuyerRequirementsController {
  constructor(private readonly requirements: BuyerRequirementsService) {}

  @MessagePattern(CATALOG_PATTERNS.requirementList)
  list(@RequestCtx() ctx: RequestContext): Promise<BuyerRequirementDto[]> {
    return this.requirements.list(ctx);
  }

  @MessagePattern(CATALOG_PATTERNS.requirementPost)
  post(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: PostRequirementCommand,
  ): Promise<BuyerRequirementDto> {
    return this.requirements.post(ctx, command);
  }

  @MessagePattern(CATALOG_PATTERNS.requirementUpdate)
  update(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: UpdateRequirementRequest,
  ): Promise<BuyerRequirementDto> {
    return this.requirements.update(ctx, request);
  }
}
