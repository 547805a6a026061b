import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  BULK_MAX_EXPORTERS,
  BulkActionCommand,
  CATALOG_PATTERNS,
  type BulkActionResultDto,
  type VerificationDocumentListDto,
} from '@ped/contracts/catalog';
import { AdminOnly } from '../../auth/auth.decorators.js';
import { GatewayConfig } from '../../config/gateway.config.js';
import { Call } from '../../http/call-context.decorator.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { bulkActionResultSchema, verificationDocumentListSchema } from './admin-exporters.schema.js';

/** How long one exporter of a bulk action may take, on top of the usual service timeout (each is a transaction). */
const BULK_ITEM_MS = 50;

/** The admin console's catalog routes outside /admin/exporters: bulk actions and verification documents. */
@ApiTags('admin')
@Controller('admin')
@AdminOnly()
export class AdminCatalogController {
  constructor(
    private readonly services: ServiceClient,
    private readonly config: GatewayConfig,
  ) {}

  @Post('bulk-actions')
  @HttpCode(200)
  @RouteSchema({ response: { 200: bulkActionResultSchema } })
  @ApiOkResponse({
    description:
      'Each exporter in its own transaction: approve (pending ones only) or verify (not rejected ones, nor verified ones); what succeeded, and why the rest failed (EXPORTER_NOT_FOUND, EXPORTER_NOT_PENDING, EXPORTER_REJECTED, ALREADY_VERIFIED)',
    schema: bulkActionResultSchema as object,
  })
  @ApiBadRequestResponse({
    description: `action is not approve or verify; exporterIds is not a list of 1 to ${BULK_MAX_EXPORTERS} different ids`,
  })
  bulk(@Body() command: BulkActionCommand, @Call() call: CallContext): Promise<BulkActionResultDto> {
    const timeoutMs = this.config.SERVICE_TIMEOUT_MS + command.exporterIds.length * BULK_ITEM_MS;
    return this.services.send(CATALOG_PATTERNS.adminBulkAction, command, call, timeoutMs);
  }

  @Get('verification-documents')
  @RouteSchema({ response: { 200: verificationDocumentListSchema } })
  @ApiOkResponse({
    description: 'The documents exporters sent for verification, newest first',
    schema: verificationDocumentListSchema as object,
  })
  verificationDocuments(@Call() call: CallContext): Promise<VerificationDocumentListDto> {
    return this.services.send(CATALOG_PATTERNS.adminVerificationDocuments, {}, call);
  }
}
