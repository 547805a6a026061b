import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  CATALOG_PATTERNS,
  ListOpenRequirementsQuery,
  RequirementIdParams,
  type OpenRequirementDto,
  type OpenRequirementListDto,
  type RequirementTemplateListDto,
} from '@ped/contracts/catalog';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { OpenRequirementsService } from './open-requirements.service.js';

/** Requirements as exporters read them: the category templates and the open requirements. */
@Controller()
export class OpenRequirementsController {
  constructor(private readonly open: OpenRequirementsService) {}

  @MessagePattern(CATALOG_PATTERNS.requirementTemplateList)
  templates(): Promise<RequirementTemplateListDto> {
    return this.open.templates();
  }

  @MessagePattern(CATALOG_PATTERNS.openRequirementList)
  list(
    @RequestCtx() ctx: RequestContext,
    @RequestData() query: ListOpenRequirementsQuery,
  ): Promise<OpenRequirementListDto> {
    return this.open.list(ctx, query);
  }

  @MessagePattern(CATALOG_PATTERNS.openRequirementGet)
  get(
    @RequestCtx() ctx: RequestContext,
    @RequestData() params: RequirementIdParams,
  ): Promise<OpenRequirementDto> {
    return this.open.get(ctx, params);
  }
}
