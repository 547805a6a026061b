import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CATALOG_PATTERNS, type ExporterMetricsDto } from '@ped/contracts/catalog';
import { ExporterMetricsSchema } from '@ped/contracts/responses';
import { SignedIn } from '../../auth/auth.decorators.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';
import { Call } from '../../http/call-context.decorator.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { Answers } from '../../openapi/answers.js';
import { NO_PROFILE_DOC } from '../../openapi/exporter-profile.docs.js';

/** The exporter workspace's figures: the catalog answers for the exporter the caller's account owns. */
@ApiTags('catalog')
@Controller('my-exporter')
@SignedIn('user')
@UseGuards(ExporterRoleGuard)
export class MyExporterMetricsController {
  constructor(private readonly services: ServiceClient) {}

  @Get('metrics')
  @Answers({
    200: {
      description: 'Profile views and inquiries of the last 30 days, and the response figures',
      schema: ExporterMetricsSchema,
    },
    403: 'Administrators have no exporter workspace',
    404: NO_PROFILE_DOC,
  })
  metrics(@Call() call: CallContext): Promise<ExporterMetricsDto> {
    return this.services.send(CATALOG_PATTERNS.myExporterMetrics, {}, call);
  }
}
