import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  SaveSearchCommand,
  SavedSearchIdParams,
  type SavedSearchDto,
} from '@ped/contracts/catalog';
import { BUYER_TOOL_MESSAGES } from '@ped/contracts/options';
import { SavedSearchListSchema, SavedSearchSchema } from '@ped/contracts/responses';
import { SignedIn } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

/** The signed-in buyer's saved browse filters, with how many exporters match now and are new. */
@ApiTags('buyer')
@Controller('buyer/saved-searches')
@SignedIn('buyer')
export class SavedSearchesController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Answers({
    200: { description: 'Saved searches with their counts, newest first', schema: SavedSearchListSchema },
  })
  list(@Call() call: CallContext): Promise<SavedSearchDto[]> {
    return this.services.send(CATALOG_PATTERNS.savedSearchList, {}, call);
  }

  @Post()
  @Answers({
    201: { description: 'Saved', schema: SavedSearchSchema },
    400: 'A filter is invalid (the same rules as GET /api/exporters)',
    409: BUYER_TOOL_MESSAGES.tooManySavedSearches,
  })
  save(@Body() command: SaveSearchCommand, @Call() call: CallContext): Promise<SavedSearchDto> {
    return this.services.send(CATALOG_PATTERNS.savedSearchSave, command, call);
  }

  @Delete(':id')
  @HttpCode(204)
  @Answers({ 204: 'Deleted', 404: 'No saved search of this buyer’s has this id' })
  async remove(@Param() params: SavedSearchIdParams, @Call() call: CallContext): Promise<void> {
    await this.services.send(CATALOG_PATTERNS.savedSearchDelete, params, call);
  }

  /** The dashboard opens the search (then shows /browse with its filters): nothing is new after now. */
  @Post(':id/open')
  @HttpCode(200)
  @Answers({
    200: { description: 'Opened now (lastOpenedAt), with its counts', schema: SavedSearchSchema },
    404: 'No saved search of this buyer’s has this id',
  })
  open(@Param() params: SavedSearchIdParams, @Call() call: CallContext): Promise<SavedSearchDto> {
    return this.services.send(CATALOG_PATTERNS.savedSearchOpen, params, call);
  }
}
