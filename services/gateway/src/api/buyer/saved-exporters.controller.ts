import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  SaveExporterCommand,
  SavedExporterParams,
  UpdateSavedExporterCommand,
  type SaveExporterResultDto,
  type SavedExporterDto,
  type SavedExporterIdsDto,
} from '@ped/contracts/catalog';
import type { FastifyReply } from 'fastify';
import { SignedIn } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import {
  savedExporterIdsSchema,
  savedExporterListSchema,
  savedExporterSchema,
} from './buyer-tools.schema.js';

/** The signed-in buyer's saved exporters, keyed by the exporter's id (each saved once). */
@ApiTags('buyer')
@Controller('buyer/saved-exporters')
@SignedIn('buyer')
export class SavedExportersController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @RouteSchema({ response: { 200: savedExporterListSchema } })
  @ApiOkResponse({
    description: 'Saved public exporters, newest first',
    schema: savedExporterListSchema as object,
  })
  list(@Call() call: CallContext): Promise<SavedExporterDto[]> {
    return this.services.send(CATALOG_PATTERNS.savedExporterList, {}, call);
  }

  @Get('ids')
  @RouteSchema({ response: { 200: savedExporterIdsSchema } })
  @ApiOkResponse({
    description: 'The ids of the saved exporters (Save toggles)',
    schema: savedExporterIdsSchema as object,
  })
  ids(@Call() call: CallContext): Promise<SavedExporterIdsDto> {
    return this.services.send(CATALOG_PATTERNS.savedExporterIds, {}, call);
  }

  /** 201 when saved now, 200 when it was saved already (idempotent; the note is written only if sent). */
  @Post()
  @RouteSchema({ response: { 200: savedExporterSchema, 201: savedExporterSchema } })
  @ApiCreatedResponse({ description: 'Saved', schema: savedExporterSchema as object })
  @ApiOkResponse({
    description: 'Saved already (the note updated if sent)',
    schema: savedExporterSchema as object,
  })
  @ApiNotFoundResponse({ description: 'Exporter Not Found (unknown or not public)' })
  async save(
    @Body() command: SaveExporterCommand,
    @Call() call: CallContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { created, savedExporter } = await this.services.send<SaveExporterResultDto>(
      CATALOG_PATTERNS.savedExporterSave,
      command,
      call,
    );
    await reply.status(created ? 201 : 200).send(savedExporter);
  }

  @Patch(':exporterId')
  @RouteSchema({ response: { 200: savedExporterSchema } })
  @ApiOkResponse({ description: 'The note changed ("" clears it)', schema: savedExporterSchema as object })
  @ApiBadRequestResponse({ description: 'Notes must be at most 1,000 characters' })
  @ApiNotFoundResponse({ description: 'The exporter is not in the buyer’s saved list' })
  update(
    @Param() params: SavedExporterParams,
    @Body() changes: UpdateSavedExporterCommand,
    @Call() call: CallContext,
  ): Promise<SavedExporterDto> {
    return this.services.send(
      CATALOG_PATTERNS.savedExporterUpdate,
      { exporterId: params.exporterId, changes },
      call,
    );
  }

  @Delete(':exporterId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Not saved (any more): idempotent' })
  async remove(@Param() params: SavedExporterParams, @Call() call: CallContext): Promise<void> {
    await this.services.send(CATALOG_PATTERNS.savedExporterRemove, params, call);
  }
}
