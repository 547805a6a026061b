import { Body, Controller, Param, Patch } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  ExporterIdParams,
  ExporterStatusCommand,
  type ExporterStatusResultDto,
} from '@ped/contracts/catalog';
import { EXPORTER_REVIEW_MESSAGES } from '@ped/contracts/options';
import { AdminOnly } from '../auth/auth.decorators.js';
import { Call } from '../http/call-context.decorator.js';
import { ServiceClient, type CallContext } from '../services/service-client.js';

const exporterStatusSchema = {
  type: 'object',
  required: ['id', 'status'],
  properties: {
    id: { type: 'integer' },
    status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
  },
} as const;

/** The review of pending exporters (the admin issue puts a screen on it). */
@ApiTags('admin')
@Controller('admin/exporters')
@AdminOnly()
export class AdminExportersController {
  constructor(private readonly services: ServiceClient) {}

  @Patch(':id/status')
  @RouteSchema({ response: { 200: exporterStatusSchema } })
  @ApiOkResponse({
    description:
      'Approved (identity creates or links the exporter’s account and mails it) or rejected (the reason is kept and mailed)',
    schema: exporterStatusSchema as object,
  })
  @ApiBadRequestResponse({ description: `"${EXPORTER_REVIEW_MESSAGES.reason}" when rejecting without one` })
  @ApiNotFoundResponse({ description: 'EXPORTER_NOT_FOUND' })
  @ApiConflictResponse({ description: `EXPORTER_NOT_PENDING: "${EXPORTER_REVIEW_MESSAGES.notPending}"` })
  setStatus(
    @Param() params: ExporterIdParams,
    @Body() command: ExporterStatusCommand,
    @Call() call: CallContext,
  ): Promise<ExporterStatusResultDto> {
    return this.services.send(CATALOG_PATTERNS.adminExporterStatus, { ...command, id: params.id }, call);
  }
}
