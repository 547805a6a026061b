import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  CONTACT_RESTRICTION_MESSAGES,
  SendInquiryCommand,
  MESSAGING_PATTERNS,
  type SentInquiryDto,
} from '@ped/contracts/messaging';
import { Public } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
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
  @ApiCreatedResponse({ description: 'Inquiry stored and passed on to the exporter' })
  @ApiBadRequestResponse({ description: 'A field is invalid; every failing field is named' })
  @ApiNotFoundResponse({ description: 'Exporter Not Found' })
  @ApiForbiddenResponse({
    description: `CONTACT_BLOCKED: "${CONTACT_RESTRICTION_MESSAGES.blocked}"; BUYER_SUSPENDED: "${CONTACT_RESTRICTION_MESSAGES.suspended}" (the signed-in buyer, or the buyer whose e-mail the inquiry gives)`,
  })
  @ApiTooManyRequestsResponse({ description: 'Too many messages from this address' })
  create(@Body() command: SendInquiryCommand, @Call() call: CallContext): Promise<SentInquiryDto> {
    return this.services.send(MESSAGING_PATTERNS.inquirySend, command, call);
  }
}
