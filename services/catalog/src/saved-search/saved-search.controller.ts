import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  CATALOG_PATTERNS,
  SaveSearchCommand,
  SavedSearchIdParams,
  type SavedSearchDto,
} from '@ped/contracts/catalog';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { SavedSearchService } from './saved-search.service.js';

/** A signed-in buyer's own saved searches. */
@Controller()
export class SavedSearchController {
  constructor(private readonly savedSearches: SavedSearchService) {}

  @MessagePattern(CATALOG_PATTERNS.savedSearchList)
  list(@RequestCtx() ctx: RequestContext): Promise<SavedSearchDto[]> {
    return this.savedSearches.list(ctx);
  }

  @MessagePattern(CATALOG_PATTERNS.savedSearchSave)
  save(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: SaveSearchCommand,
  ): Promise<SavedSearchDto> {
    return this.savedSearches.save(ctx, command);
  }

  @MessagePattern(CATALOG_PATTERNS.savedSearchDelete)
  async remove(
    @RequestCtx() ctx: RequestContext,
    @RequestData() params: SavedSearchIdParams,
  ): Promise<Record<string, never>> {
    await this.savedSearches.remove(ctx, params);
    return {};
  }

  @MessagePattern(CATALOG_PATTERNS.savedSearchOpen)
  open(
    @RequestCtx() ctx: RequestContext,
    @RequestData() params: SavedSearchIdParams,
  ): Promise<SavedSearchDto> {
    return this.savedSearches.open(ctx, params);
  }
}
