import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  PostRequirementCommand,
  RequirementIdParams,
  UpdateRequirementCommand,
  type BuyerRequirementDto,
} from '@ped/contracts/catalog';
import { REQUIREMENT_MESSAGES } from '@ped/contracts/options';
import { BuyerRequirementListSchema, BuyerRequirementSchema } from '@ped/contracts/responses';
import { SignedIn } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

/** The signed-in buyer's buying requirements (the catalog service checks the owner). */
@ApiTags('buyer')
@Controller('buyer/requirements')
@SignedIn('buyer')
export class BuyerRequirementsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Answers({
    200: { description: 'The buyer’s requirements, newest first', schema: BuyerRequirementListSchema },
  })
  list(@Call() call: CallContext): Promise<BuyerRequirementDto[]> {
    return this.services.send(CATALOG_PATTERNS.requirementList, {}, call);
  }

  @Post()
  @Answers({
    201: { description: 'Requirement Posted', schema: BuyerRequirementSchema },
    400: `"${REQUIREMENT_MESSAGES.missingInformation}" without a title or description; a category not in the list`,
  })
  post(@Body() command: PostRequirementCommand, @Call() call: CallContext): Promise<BuyerRequirementDto> {
    return this.services.send(CATALOG_PATTERNS.requirementPost, command, call);
  }

  @Patch(':id')
  @Answers({
    200: { description: 'The requirement as edited, closed or reopened', schema: BuyerRequirementSchema },
    400: 'A field is invalid (an emptied title or description)',
    404: 'No requirement of this buyer’s has this id',
  })
  update(
    @Param() params: RequirementIdParams,
    @Body() changes: UpdateRequirementCommand,
    @Call() call: CallContext,
  ): Promise<BuyerRequirementDto> {
    return this.services.send(CATALOG_PATTERNS.requirementUpdate, { id: params.id, changes }, call);
  }
}
