import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  MESSAGING_PATTERNS,
  QueueAwayMailRequest,
  type QueueAwayMailResultDto,
} from '@ped/contracts/messaging';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { AwayMailService } from './away-mail.service.js';

@Controller()
export class AwayMailController {
  constructor(private readonly awayMail: AwayMailService) {}

  /** A gateway found the message's recipient without an open live stream. */
  @MessagePattern(MESSAGING_PATTERNS.awayMailQueue)
  queue(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: QueueAwayMailRequest,
  ): Promise<QueueAwayMailResultDto> {
    return this.awayMail.queue(ctx, request);
  }
}
