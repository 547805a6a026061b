import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  MESSAGING_PATTERNS,
  OpenQuoteConversationRequest,
  type QuoteConversationDto,
} from '@ped/contracts/messaging';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { QuoteConversationsService } from './quote-conversations.service.js';

@Controller()
export class QuoteConversationsController {
  constructor(private readonly quotes: QuoteConversationsService) {}

  @MessagePattern(MESSAGING_PATTERNS.quoteConversationOpen)
  open(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: OpenQuoteConversationRequest,
  ): Promise<QuoteConversationDto> {
    return this.quotes.open(ctx, request);
  }
}
