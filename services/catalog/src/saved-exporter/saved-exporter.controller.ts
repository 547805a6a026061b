import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  CATALOG_PATTERNS,
  SaveExporterCommand,
  SavedExporterParams,
  UpdateSavedExporterRequest,
  type SaveExporterResultDto,
  type SavedExporterDto,
  type SavedExporterIdsDto,
} from '@ped/contracts/catalog';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { SavedExporterService } from './saved-exporter.service.js';

/** A signed-in buyer's own saved exporters. */
@Controller()
export class SavedExporterController {
  constructor(private readonly savedExporters: SavedExporterService) {}

  @MessagePattern(CATALOG_PATTERNS.savedExporterList)
  list(@RequestCtx() ctx: RequestContext): Promise<SavedExporterDto[]> {
    return this.savedExporters.list(ctx);
  }

  @MessagePattern(CATALOG_PATTERNS.savedExporterIds)
  ids(@RequestCtx() ctx: RequestContext): Promise<SavedExporterIdsDto> {
    return this.savedExporters.ids(ctx);
  }

  @MessagePattern(CATALOG_PATTERNS.savedExporterSave)
  save(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: SaveExporterCommand,
  ): Promise<SaveExporterResultDto> {
    return this.savedExporters.save(ctx, command);
  }

  @MessagePattern(CATALOG_PATTERNS.savedExporterUpdate)
  update(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: UpdateSavedExporterRequest,
  ): Promise<SavedExporterDto> {
    return this.savedExporters.update(ctx, request);
  }

  @MessagePattern(CATALOG_PATTERNS.savedExporterRemove)
  async remove(
    @RequestCtx() ctx: RequestContext,
    @RequestData() params: SavedExporterParams,
  ): Promise<Record<string, never>> {
    await this.savedExporters.remove(ctx, params);
    return {};
  }
}
