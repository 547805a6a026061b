import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  CATALOG_PATTERNS,
  DeclineQuotationRequest,
  RequirementIdParams,
  QuotationIdParams,
  SubmitQuotationRequest,
  type AcceptQuotationReplyDto,
  type BuyerQuotationDto,
  type BuyerQuotationListDto,
  type MyQuotationListDto,
  type SubmitQuotationResultDto,
} from '@ped/contracts/catalog';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { BuyerQuotationsService } from './buyer-quotations.service.js';
import { QuotationsService } from './quotations.service.js';

/** Quotations: the exporter's (submit, list its own) and the buyer's (compare, accept, decline). */
@Controller()
export class QuotationsController {
  constructor(
    private readonly quotations: QuotationsService,
    private readonly buyerQuotations: BuyerQuotationsService,
  ) {}

  @MessagePattern(CATALOG_PATTERNS.quotationSubmit)
  submit(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: SubmitQuotationRequest,
  ): Promise<SubmitQuotationResultDto> {
    return this.quotations.submit(ctx, request);
  }

  @MessagePattern(CATALOG_PATTERNS.myQuotationList)
  mine(@RequestCtx() ctx: RequestContext): Promise<MyQuotationListDto> {
    return this.quotations.mine(ctx);
  }

  @MessagePattern(CATALOG_PATTERNS.buyerQuotationList)
  forBuyer(
    @RequestCtx() ctx: RequestContext,
    @RequestData() params: RequirementIdParams,
  ): Promise<BuyerQuotationListDto> {
    return this.buyerQuotations.list(ctx, params);
  }

  @MessagePattern(CATALOG_PATTERNS.quotationAccept)
  accept(
    @RequestCtx() ctx: RequestContext,
    @RequestData() params: QuotationIdParams,
  ): Promise<AcceptQuotationReplyDto> {
    return this.buyerQuotations.accept(ctx, params);
  }

  @MessagePattern(CATALOG_PATTERNS.quotationDecline)
  decline(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: DeclineQuotationRequest,
  ): Promise<BuyerQuotationDto> {
    return this.buyerQuotations.decline(ctx, request);
  }
}
