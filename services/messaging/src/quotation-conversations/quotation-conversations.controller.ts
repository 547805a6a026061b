import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  MESSAGING_PATTERNS,
  OpenQuotationConversationRequest,
  type QuotationConversationDto,
} from '@ped/contracts/messaging';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { QuotationConversationsService } from './quotation-conversations.service.js';

@Controller()
export class QuotationConversationsController {
  constructor(private readonly quotes: QuotationConversationsService) {}

  @MessagePattern(MESSAGING_PATTERNS.quotationConversationOpen)
  open(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: OpenQuotationConversationRequest,
  ): Promise<QuotationConversationDto> {
    return this.quotes.open(ctx, request);
  }
}
