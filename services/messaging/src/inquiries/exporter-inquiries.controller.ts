import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  DeclineInquiryRequest,
  ListMyInquiriesQuery,
  MESSAGING_PATTERNS,
  ReplyInquiryRequest,
  type InquiryDto,
  type InquiryListDto,
  type InquiryReplyResultDto,
} from '@ped/contracts/messaging';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { ExporterInquiriesService } from './exporter-inquiries.service.js';

/** The exporter workspace's inquiries; each method acts for the exporter the caller's account owns. */
@Controller()
export class ExporterInquiriesController {
  constructor(private readonly inquiries: ExporterInquiriesService) {}

  @MessagePattern(MESSAGING_PATTERNS.myInquiryList)
  list(
    @RequestCtx() ctx: RequestContext,
    @RequestData() query: ListMyInquiriesQuery,
  ): Promise<InquiryListDto> {
    return this.inquiries.list(ctx, query);
  }

  @MessagePattern(MESSAGING_PATTERNS.myInquiryReply)
  reply(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: ReplyInquiryRequest,
  ): Promise<InquiryReplyResultDto> {
    return this.inquiries.reply(ctx, request);
  }

  @MessagePattern(MESSAGING_PATTERNS.myInquiryDecline)
  decline(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: DeclineInquiryRequest,
  ): Promise<InquiryDto> {
    return this.inquiries.decline(ctx, request);
  }
}
