import { Controller, Get, UseGuards } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CATALOG_PATTERNS, type ExporterMetricsDto } from '@ped/contracts/catalog';
import { SignedIn } from '../../auth/auth.decorators.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';
import { Call } from '../../http/call-context.decorator.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { NO_PROFILE_DOC } from '../../openapi/exporter-profile.docs.js';

const nullableNumber = { type: ['number', 'null'] } as const;

/** The answer of GET /api/my-exporter/metrics (libs/contracts/src/catalog/exporter-metrics.dto.ts). */
export const exporterMetricsSchema = {
  type: 'object',
  required: ['profileViews30d', 'inquiries30d', 'responseRate', 'medianResponseMinutes', 'days'],
  properties: {
    profileViews30d: { type: 'integer' },
    inquiries30d: { type: 'integer' },
    responseRate: {
      ...nullableNumber,
      description: 'Percent answered within 24 hours over 90 days; null below 5 inquiries and conversations',
    },
    medianResponseMinutes: { type: ['integer', 'null'] },
    days: {
      type: 'array',
      description: 'The last 30 days (UTC), oldest first',
      items: {
        type: 'object',
        required: ['date', 'views', 'inquiries'],
        properties: {
          date: { type: 'string', format: 'date' },
          views: { type: 'integer' },
          inquiries: { type: 'integer' },
        },
      },
    },
  },
} as const;

/** The exporter workspace's figures: the catalog answers for the exporter the caller's account owns. */
@ApiTags('catalog')
@Controller('my-exporter')
@SignedIn('user')
@UseGuards(ExporterRoleGuard)
export class MyExporterMetricsController {
  constructor(private readonly services: ServiceClient) {}

  @Get('metrics')
  @RouteSchema({ response: { 200: exporterMetricsSchema } })
  @ApiOkResponse({
    description: 'Profile views and inquiries of the last 30 days, and the response figures',
    schema: exporterMetricsSchema as object,
  })
  @ApiForbiddenResponse({ description: 'Administrators have no exporter workspace' })
  @ApiNotFoundResponse({ description: NO_PROFILE_DOC })
  metrics(@Call() call: CallContext): Promise<ExporterMetricsDto> {
    return this.services.send(CATALOG_PATTERNS.myExporterMetrics, {}, call);
  }
}
