import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  ExporterSignupCommand,
  type ExporterSignupResultDto,
} from '@ped/contracts/catalog';
import { ExporterSignupResultSchema } from '@ped/contracts/responses';
import { Public } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { RATE_LIMITS } from '../../rate-limit/rate-limit.constants.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

@ApiTags('catalog')
@Controller('exporter')
@Public()
export class ExporterSignupController {
  constructor(private readonly services: ServiceClient) {}

  @Post('signup')
  @RateLimit(RATE_LIMITS.signUp)
  @Answers({
    201: { description: 'Application stored for review', schema: ExporterSignupResultSchema },
    400: 'A field is invalid; every failing field is named',
    409: 'An application with this e-mail already exists',
    429: 'Too many signups from this address',
  })
  signup(
    @Body() command: ExporterSignupCommand,
    @Call() call: CallContext,
  ): Promise<ExporterSignupResultDto> {
    return this.services.send(CATALOG_PATTERNS.exporterApplicationSubmit, command, call);
  }
}
