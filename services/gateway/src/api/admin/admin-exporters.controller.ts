import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_EXPORTER_MAX_PAGE_SIZE,
  ADMIN_EXPORTER_PAGE_SIZE,
  ADMIN_EXPORTER_SORTS,
  AdminExportersQuery,
  CATALOG_PATTERNS,
  ExporterIdParams,
  ExporterStatusCommand,
  ExporterVerifyCommand,
  type AdminExporterListDto,
  type ExporterStatusResultDto,
  type ExporterRemovedDto,
  type ExporterVerifyResultDto,
} from '@ped/contracts/catalog';
import { ADMIN_PLAN_FILTERS, EXPORTER_REVIEW_MESSAGES, EXPORTER_STATUSES } from '@ped/contracts/options';
import {
  AdminExporterListSchema,
  ExporterStatusResultSchema,
  ExporterVerifyResultSchema,
} from '@ped/contracts/responses';
import { AdminOnly } from '../../auth/auth.decorators.js';
import { RefreshSessionsService } from '../../auth/refresh-sessions.service.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

/** The admin console's exporters: the list over every status, review, verification and removal. */
@ApiTags('admin')
@Controller('admin/exporters')
@AdminOnly()
export class AdminExportersController {
  constructor(
    private readonly services: ServiceClient,
    private readonly sessions: RefreshSessionsService,
  ) {}

  @Get()
  @Answers({
    200: {
      description: 'Every exporter whatever its status, with its plan and profile completeness',
      schema: AdminExporterListSchema,
    },
    400: 'A query parameter is invalid (named in details)',
  })
  @ApiQuery({
    name: 'searchTerm',
    required: false,
    description: 'Part of the company, e-mail or contact person',
  })
  @ApiQuery({ name: 'filterStatus', required: false, enum: ['all', ...EXPORTER_STATUSES] })
  @ApiQuery({
    name: 'filterPlan',
    required: false,
    enum: ADMIN_PLAN_FILTERS,
    description: 'free: the Basic plan',
  })
  @ApiQuery({ name: 'sort', required: false, enum: ADMIN_EXPORTER_SORTS })
  @ApiQuery({ name: 'order', required: false, enum: ['asc', 'desc'] })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: {
      type: 'integer',
      minimum: 1,
      maximum: ADMIN_EXPORTER_MAX_PAGE_SIZE,
      default: ADMIN_EXPORTER_PAGE_SIZE,
    },
  })
  @ApiQuery({ name: 'offset', required: false, schema: { type: 'integer', minimum: 0, default: 0 } })
  list(@Query() query: AdminExportersQuery, @Call() call: CallContext): Promise<AdminExporterListDto> {
    return this.services.send(CATALOG_PATTERNS.adminExporterList, query, call);
  }

  @Patch(':id/status')
  @Answers({
    200: {
      description:
        'Approved (identity creates or links the exporter’s account and mails it) or rejected (the reason is kept and mailed)',
      schema: ExporterStatusResultSchema,
    },
    400: `"${EXPORTER_REVIEW_MESSAGES.reason}" when rejecting without one`,
    404: 'EXPORTER_NOT_FOUND',
    409: `EXPORTER_NOT_PENDING: "${EXPORTER_REVIEW_MESSAGES.notPending}"`,
  })
  setStatus(
    @Param() params: ExporterIdParams,
    @Body() command: ExporterStatusCommand,
    @Call() call: CallContext,
  ): Promise<ExporterStatusResultDto> {
    return this.services.send(CATALOG_PATTERNS.adminExporterStatus, { ...command, id: params.id }, call);
  }

  @Patch(':id/verify')
  @Answers({
    200: {
      description: 'Verified or unverified (the public profile shows the badge accordingly)',
      schema: ExporterVerifyResultSchema,
    },
    400: 'isVerified must be true or false',
    404: 'EXPORTER_NOT_FOUND',
    409: `EXPORTER_REJECTED (verifying; unverifying is always allowed): "${EXPORTER_REVIEW_MESSAGES.rejectedNotVerifiable}"`,
  })
  verify(
    @Param() params: ExporterIdParams,
    @Body() command: ExporterVerifyCommand,
    @Call() call: CallContext,
  ): Promise<ExporterVerifyResultDto> {
    return this.services.send(CATALOG_PATTERNS.adminExporterVerify, { ...command, id: params.id }, call);
  }

  @Delete(':id')
  @HttpCode(204)
  @Answers({
    204: 'Removed for good with its products, categories and buyers’ saved entries; its conversations stay, naming it “Unknown”',
    404: 'EXPORTER_NOT_FOUND',
  })
  async remove(@Param() params: ExporterIdParams, @Call() call: CallContext): Promise<void> {
    const { userId } = await this.services.send<ExporterRemovedDto>(
      CATALOG_PATTERNS.adminExporterDelete,
      params,
      call,
    );
    // Its account's sessions end now, access tokens and live streams included (identity disables it).
    if (userId !== null) await this.sessions.revokeAll({ kind: 'user', id: userId });
  }
}
