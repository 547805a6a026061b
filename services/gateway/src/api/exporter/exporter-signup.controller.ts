import { Body, Controller, Post } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  ExporterSignupCommand,
  type ExporterSignupResultDto,
} from '@ped/contracts/catalog';
import { Public } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { RATE_LIMITS } from '../../rate-limit/rate-limit.constants.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { exporterSignupResultSchema } from '../exporters/exporter.schema.js';

@ApiTags('catalog')
@Controller('exporter')
@Public()
export class ExporterSignupController {
  constructor(private readonly services: ServiceClient) {}

  @Post('signup')
  @RateLimit(RATE_LIMITS.signUp)
  @RouteSchema({ response: { 201: exporterSignupResultSchema } })
  @ApiCreatedResponse({
    description: 'Application stored for review',
    schema: exporterSignupResultSchema as object,
  })
  @ApiBadRequestResponse({ description: 'A field is invalid; every failing field is named' })
  @ApiConflictResponse({ description: 'An application with this e-mail already exists' })
  @ApiTooManyRequestsResponse({ description: 'Too many signups from this address' })
  signup(
    @Body() command: ExporterSignupCommand,
    @Call() call: CallContext,
  ): Promise<ExporterSignupResultDto> {
    return this.services.send(CATALOG_PATTERNS.exporterApplicationSubmit, command, call);
  }
}
