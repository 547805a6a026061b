import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  CATALOG_PATTERNS,
  DeclineResponseRequest,
  ListOpenRequirementsQuery,
  RequirementIdParams,
  ResponseIdParams,
  SubmitQuoteRequest,
  type AcceptResponseReplyDto,
  type BuyerResponseDto,
  type BuyerResponseListDto,
  type MyResponseListDto,
  type OpenRequirementDto,
  type OpenRequirementListDto,
  type RequirementTemplateListDto,
  type SubmitQuoteResultDto,
} from '@ped/contracts/catalog';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { BuyerResponsesService } from './buyer-responses.service.js';
import { OpenRequirementsService } from './open-requirements.service.js';
import { QuotationsService } from './quotations.service.js';

/** Buying requests: templates, the exporters' open requirements and quotations, the buyers' decisions. */
@Controller()
export class BuyingRequestsController {
  constructor(
    private readonly open: OpenRequirementsService,
    private readonly quotations: QuotationsService,
    private readonly buyerResponses: BuyerResponsesService,
  ) {}

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

  @MessagePattern(CATALOG_PATTERNS.responseSubmit)
  submit(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: SubmitQuoteRequest,
  ): Promise<SubmitQuoteResultDto> {
    return this.quotations.submit(ctx, request);
  }

  @MessagePattern(CATALOG_PATTERNS.myResponseList)
  mine(@RequestCtx() ctx: RequestContext): Promise<MyResponseListDto> {
    return this.quotations.mine(ctx);
  }

  @MessagePattern(CATALOG_PATTERNS.buyerResponseList)
  responses(
    @RequestCtx() ctx: RequestContext,
    @RequestData() params: RequirementIdParams,
  ): Promise<BuyerResponseListDto> {
    return this.buyerResponses.list(ctx, params);
  }

  @MessagePattern(CATALOG_PATTERNS.responseAccept)
  accept(
    @RequestCtx() ctx: RequestContext,
    @RequestData() params: ResponseIdParams,
  ): Promise<AcceptResponseReplyDto> {
    return this.buyerResponses.accept(ctx, params);
  }

  @MessagePattern(CATALOG_PATTERNS.responseDecline)
  decline(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: DeclineResponseRequest,
  ): Promise<BuyerResponseDto> {
    return this.buyerResponses.decline(ctx, request);
  }
}
