import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  SendInquiryCommand,
  MESSAGING_PATTERNS,
  type ContactCountDto,
  type SentInquiryDto,
} from '@ped/contracts/messaging';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { SendInquiryService } from './send-inquiry.service.js';

@Controller()
export class SendInquiryController {
  constructor(private readonly inquiries: SendInquiryService) {}

  /** Public: buyers need no account to send an inquiry. */
  @MessagePattern(MESSAGING_PATTERNS.inquirySend)
  create(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: SendInquiryCommand,
  ): Promise<SentInquiryDto> {
    return this.inquiries.create(ctx, command);
  }

  /** The "Monthly Connections" figure of GET /api/stats: inquiries of the last 30 days. */
  @MessagePattern(MESSAGING_PATTERNS.inquiryCount)
  count(): Promise<ContactCountDto> {
    return this.inquiries.count();
  }
}
