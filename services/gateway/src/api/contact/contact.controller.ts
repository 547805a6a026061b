import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CreateSiteContactMessageCommand,
  MESSAGING_PATTERNS,
  type SiteContactMessageDto,
} from '@ped/contracts/messaging';
import { Public } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { RATE_LIMITS } from '../../rate-limit/rate-limit.constants.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

@ApiTags('messaging')
@Controller('contact')
@Public()
export class ContactController {
  constructor(private readonly services: ServiceClient) {}

  /** The site's contact form (/contact). */
  @Post()
  @RateLimit(RATE_LIMITS.contactForm)
  @Answers({
    201: 'Message stored',
    400: 'A field is invalid; every failing field is named',
    429: 'Too many messages from this address',
  })
  create(
    @Body() command: CreateSiteContactMessageCommand,
    @Call() call: CallContext,
  ): Promise<SiteContactMessageDto> {
    return this.services.send(MESSAGING_PATTERNS.siteContactMessageCreate, command, call);
  }
}
