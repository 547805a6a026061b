import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  SaveExporterCommand,
  SavedExporterParams,
  UpdateSavedExporterCommand,
  type SaveExporterResultDto,
  type SavedExporterDto,
  type SavedExporterIdsDto,
} from '@ped/contracts/catalog';
import {
  SavedExporterIdsSchema,
  SavedExporterListSchema,
  SavedExporterSchema,
} from '@ped/contracts/responses';
import type { FastifyReply } from 'fastify';
import { SignedIn } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

/** The signed-in buyer's saved exporters, keyed by the exporter's id (each saved once). */
@ApiTags('buyer')
@Controller('buyer/saved-exporters')
@SignedIn('buyer')
export class SavedExportersController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Answers({ 200: { description: 'Saved public exporters, newest first', schema: SavedExporterListSchema } })
  list(@Call() call: CallContext): Promise<SavedExporterDto[]> {
    return this.services.send(CATALOG_PATTERNS.savedExporterList, {}, call);
  }

  @Get('ids')
  @Answers({
    200: { description: 'The ids of the saved exporters (Save toggles)', schema: SavedExporterIdsSchema },
  })
  ids(@Call() call: CallContext): Promise<SavedExporterIdsDto> {
    return this.services.send(CATALOG_PATTERNS.savedExporterIds, {}, call);
  }

  /** 201 when saved now, 200 when it was saved already (idempotent; the note is written only if sent). */
  @Post()
  @Answers({
    200: { description: 'Saved already (the note updated if sent)', schema: SavedExporterSchema },
    201: { description: 'Saved', schema: SavedExporterSchema },
    404: 'Exporter Not Found (unknown or not public)',
  })
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
  @Answers({
    200: { description: 'The note changed ("" clears it)', schema: SavedExporterSchema },
    400: 'Notes must be at most 1,000 characters',
    404: 'The exporter is not in the buyer’s saved list',
  })
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
  @Answers({ 204: 'Not saved (any more): idempotent' })
  async remove(@Param() params: SavedExporterParams, @Call() call: CallContext): Promise<void> {
    await this.services.send(CATALOG_PATTERNS.savedExporterRemove, params, call);
  }
}
