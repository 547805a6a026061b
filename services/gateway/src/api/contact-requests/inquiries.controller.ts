import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CONTACT_RESTRICTION_MESSAGES,
  SendInquiryCommand,
  MESSAGING_PATTERNS,
  type SentInquiryDto,
} from '@ped/contracts/messaging';
import { Public } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { RATE_LIMITS } from '../../rate-limit/rate-limit.constants.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

@ApiTags('messaging')
@Controller('contact-requests')
@Public()
export class InquiriesController {
  constructor(private readonly services: ServiceClient) {}

  @Post()
  @RateLimit(RATE_LIMITS.contactForm)
  @Answers({
    201: 'Inquiry stored and passed on to the exporter',
    400: 'A field is invalid; every failing field is named',
    404: 'Exporter Not Found',
    403: `CONTACT_BLOCKED: "${CONTACT_RESTRICTION_MESSAGES.blocked}"; BUYER_SUSPENDED: "${CONTACT_RESTRICTION_MESSAGES.suspended}" (the signed-in buyer, or the buyer whose e-mail the inquiry gives)`,
    429: 'Too many messages from this address',
  })
  create(@Body() command: SendInquiryCommand, @Call() call: CallContext): Promise<SentInquiryDto> {
    return this.services.send(MESSAGING_PATTERNS.inquirySend, command, call);
  }
}
