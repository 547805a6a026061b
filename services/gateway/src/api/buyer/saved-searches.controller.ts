import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  SaveSearchCommand,
  SavedSearchIdParams,
  type SavedSearchDto,
} from '@ped/contracts/catalog';
import { BUYER_TOOL_MESSAGES } from '@ped/contracts/options';
import { SignedIn } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { savedSearchListSchema, savedSearchSchema } from './buyer-tools.schema.js';

/** The signed-in buyer's saved browse filters, with how many exporters match now and are new. */
@ApiTags('buyer')
@Controller('buyer/saved-searches')
@SignedIn('buyer')
export class SavedSearchesController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @RouteSchema({ response: { 200: savedSearchListSchema } })
  @ApiOkResponse({
    description: 'Saved searches with their counts, newest first',
    schema: savedSearchListSchema as object,
  })
  list(@Call() call: CallContext): Promise<SavedSearchDto[]> {
    return this.services.send(CATALOG_PATTERNS.savedSearchList, {}, call);
  }

  @Post()
  @RouteSchema({ response: { 201: savedSearchSchema } })
  @ApiCreatedResponse({ description: 'Saved', schema: savedSearchSchema as object })
  @ApiBadRequestResponse({ description: 'A filter is invalid (the same rules as GET /api/exporters)' })
  @ApiConflictResponse({ description: BUYER_TOOL_MESSAGES.tooManySavedSearches })
  save(@Body() command: SaveSearchCommand, @Call() call: CallContext): Promise<SavedSearchDto> {
    return this.services.send(CATALOG_PATTERNS.savedSearchSave, command, call);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'No saved search of this buyer’s has this id' })
  async remove(@Param() params: SavedSearchIdParams, @Call() call: CallContext): Promise<void> {
    await this.services.send(CATALOG_PATTERNS.savedSearchDelete, params, call);
  }

  /** The dashboard opens the search (then shows /browse with its filters): nothing is new after now. */
  @Post(':id/open')
  @HttpCode(200)
  @RouteSchema({ response: { 200: savedSearchSchema } })
  @ApiOkResponse({
    description: 'Opened now (lastOpenedAt), with its counts',
    schema: savedSearchSchema as object,
  })
  @ApiNotFoundResponse({ description: 'No saved search of this buyer’s has this id' })
  open(@Param() params: SavedSearchIdParams, @Call() call: CallContext): Promise<SavedSearchDto> {
    return this.services.send(CATALOG_PATTERNS.savedSearchOpen, params, call);
  }
}
