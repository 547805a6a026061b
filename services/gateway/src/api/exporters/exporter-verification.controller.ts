import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CATALOG_PATTERNS, ExporterIdParams, type PublicVerificationDto } from '@ped/contracts/catalog';
import { PublicVerificationSchema } from '@ped/contracts/responses';
import { Public } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

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
  @Answers({
    200: {
      description:
        'The checks the exporter passed that have not lapsed, each with its approval and lapse date',
      schema: PublicVerificationSchema,
    },
    404: 'EXPORTER_NOT_FOUND: no approved exporter has this id',
  })
  badge(@Param() params: ExporterIdParams, @Call() call: CallContext): Promise<PublicVerificationDto> {
    return this.services.send(CATALOG_PATTERNS.exporterVerification, params, call);
  }
}
