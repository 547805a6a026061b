import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  AdminExportersQuery,
  BulkActionCommand,
  CATALOG_PATTERNS,
  ExporterIdParams,
  type ExporterRemovedDto,
  ExporterVerifyRequest,
  type AdminExporterListDto,
  type BulkActionResultDto,
  type ExporterVerifyResultDto,
  type VerificationDocumentListDto,
} from '@ped/contracts/catalog';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { AdminExportersService } from './admin-exporters.service.js';

/** Administrators only (the service checks): the admin console's exporter list and commands. */
@Controller()
export class AdminExportersController {
  constructor(private readonly exporters: AdminExportersService) {}

  @MessagePattern(CATALOG_PATTERNS.adminExporterList)
  list(
    @RequestCtx() ctx: RequestContext,
    @RequestData() query: AdminExportersQuery,
  ): Promise<AdminExporterListDto> {
    return this.exporters.list(ctx, query);
  }

  @MessagePattern(CATALOG_PATTERNS.adminExporterVerify)
  verify(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: ExporterVerifyRequest,
  ): Promise<ExporterVerifyResultDto> {
    return this.exporters.verify(ctx, request);
  }

  @MessagePattern(CATALOG_PATTERNS.adminExporterDelete)
  async remove(
    @RequestCtx() ctx: RequestContext,
    @RequestData() params: ExporterIdParams,
  ): Promise<ExporterRemovedDto> {
    return this.exporters.remove(ctx, params);
  }

  @MessagePattern(CATALOG_PATTERNS.adminBulkAction)
  bulk(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: BulkActionCommand,
  ): Promise<BulkActionResultDto> {
    return this.exporters.bulk(ctx, command);
  }

  @MessagePattern(CATALOG_PATTERNS.adminVerificationDocuments)
  verificationDocuments(@RequestCtx() ctx: RequestContext): Promise<VerificationDocumentListDto> {
    return this.exporters.verificationDocuments(ctx);
  }
}
