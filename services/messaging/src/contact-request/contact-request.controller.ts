import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  CreateContactRequestCommand,
  MESSAGING_PATTERNS,
  type ContactCountDto,
  type ContactRequestDto,
} from '@ped/contracts/messaging';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { ContactRequestService } from './contact-request.service.js';

@Controller()
export class ContactRequestController {
  constructor(private readonly contactRequests: ContactRequestService) {}

  /** Public: buyers need no account to send an inquiry. */
  @MessagePattern(MESSAGING_PATTERNS.contactRequestCreate)
  create(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: CreateContactRequestCommand,
  ): Promise<ContactRequestDto> {
    return this.contactRequests.create(ctx, command);
  }

  /** The "Monthly Connections" figure of GET /api/stats: inquiries of the last 30 days. */
  @MessagePattern(MESSAGING_PATTERNS.contactRequestCount)
  count(): Promise<ContactCountDto> {
    return this.contactRequests.count();
  }
}
