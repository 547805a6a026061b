import { Controller, Get, Param } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CATALOG_PATTERNS, ExporterIdParams, type PublicVerificationDto } from '@ped/contracts/catalog';
import { Public } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { publicVerificationSchema } from '../my-exporter/verification.schema.js';

/**
 * The public verification badge of a profile. Not cached: a check lapses with time alone, and the answer
 * is two small indexed reads.
 */
@ApiTags('catalog')
@Controller('exporters')
@Public()
export class ExporterVerificationController {
  constructor(private readonly services: ServiceClient) {}

  @Get(':id/verification')
  @RouteSchema({ response: { 200: publicVerificationSchema } })
  @ApiOkResponse({
    description: 'The checks the exporter passed that have not lapsed, each with its approval and lapse date',
    schema: publicVerificationSchema as object,
  })
  @ApiNotFoundResponse({ description: 'EXPORTER_NOT_FOUND: no approved exporter has this id' })
  badge(@Param() params: ExporterIdParams, @Call() call: CallContext): Promise<PublicVerificationDto> {
    return this.services.send(CATALOG_PATTERNS.exporterVerification, params, call);
  }
}
