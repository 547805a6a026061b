import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  BULK_MAX_EXPORTERS,
  BulkActionCommand,
  CATALOG_PATTERNS,
  type BulkActionResultDto,
  type VerificationDocumentListDto,
} from '@ped/contracts/catalog';
import { BulkActionResultSchema, VerificationDocumentListSchema } from '@ped/contracts/responses';
import { AdminOnly } from '../../auth/auth.decorators.js';
import { GatewayConfig } from '../../config/gateway.config.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

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
  @Answers({
    200: {
      description:
        'Each exporter in its own transaction: approve (pending ones only) or verify (not rejected ones, nor verified ones); what succeeded, and why the rest failed (EXPORTER_NOT_FOUND, EXPORTER_NOT_PENDING, EXPORTER_REJECTED, ALREADY_VERIFIED)',
      schema: BulkActionResultSchema,
    },
    400: `action is not approve or verify; exporterIds is not a list of 1 to ${BULK_MAX_EXPORTERS} different ids`,
  })
  bulk(@Body() command: BulkActionCommand, @Call() call: CallContext): Promise<BulkActionResultDto> {
    const timeoutMs = this.config.SERVICE_TIMEOUT_MS + command.exporterIds.length * BULK_ITEM_MS;
    return this.services.send(CATALOG_PATTERNS.adminBulkAction, command, call, timeoutMs);
  }

  @Get('verification-documents')
  @Answers({
    200: {
      description: 'The documents exporters sent for verification, newest first',
      schema: VerificationDocumentListSchema,
    },
  })
  verificationDocuments(@Call() call: CallContext): Promise<VerificationDocumentListDto> {
    return this.services.send(CATALOG_PATTERNS.adminVerificationDocuments, {}, call);
  }
}
