import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  PostRequirementCommand,
  RequirementIdParams,
  UpdateRequirementCommand,
  type BuyerRequirementDto,
} from '@ped/contracts/catalog';
import { REQUIREMENT_MESSAGES } from '@ped/contracts/options';
import { SignedIn } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { requirementListSchema, requirementSchema } from './buyer-tools.schema.js';

/** The signed-in buyer's buying requirements (the catalog service checks the owner). */
@ApiTags('buyer')
@Controller('buyer/requirements')
@SignedIn('buyer')
export class BuyerRequirementsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @RouteSchema({ response: { 200: requirementListSchema } })
  @ApiOkResponse({
    description: 'The buyer’s requirements, newest first',
    schema: requirementListSchema as object,
  })
  list(@Call() call: CallContext): Promise<BuyerRequirementDto[]> {
    return this.services.send(CATALOG_PATTERNS.requirementList, {}, call);
  }

  @Post()
  @RouteSchema({ response: { 201: requirementSchema } })
  @ApiCreatedResponse({ description: 'Requirement Posted', schema: requirementSchema as object })
  @ApiBadRequestResponse({
    description: `"${REQUIREMENT_MESSAGES.missingInformation}" without a title or description; a category not in the list`,
  })
  post(@Body() command: PostRequirementCommand, @Call() call: CallContext): Promise<BuyerRequirementDto> {
    return this.services.send(CATALOG_PATTERNS.requirementPost, command, call);
  }

  @Patch(':id')
  @RouteSchema({ response: { 200: requirementSchema } })
  @ApiOkResponse({
    description: 'The requirement as edited, closed or reopened',
    schema: requirementSchema as object,
  })
  @ApiBadRequestResponse({ description: 'A field is invalid (an emptied title or description)' })
  @ApiNotFoundResponse({ description: 'No requirement of this buyer’s has this id' })
  update(
    @Param() params: RequirementIdParams,
    @Body() changes: UpdateRequirementCommand,
    @Call() call: CallContext,
  ): Promise<BuyerRequirementDto> {
    return this.services.send(CATALOG_PATTERNS.requirementUpdate, { id: params.id, changes }, call);
  }
}
