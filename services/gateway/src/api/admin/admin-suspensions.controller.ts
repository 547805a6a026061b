import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
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
  AdminSuspensionsQuery,
  BUYER_SUSPENSION_MESSAGES as M,
  BuyerSuspensionParams,
  MESSAGING_PATTERNS,
  SuspendBuyerCommand,
  type BuyerSuspensionDto,
  type BuyerSuspensionListDto,
} from '@ped/contracts/messaging';
import { AdminOnly } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { buyerSuspensionListSchema, buyerSuspensionSchema } from './admin-moderation.schema.js';

/**
 * The admin console's buyer suspensions (messaging): a suspended buyer starts no conversation and sends no
 * inquiry until an administrator lifts it.
 */
@ApiTags('admin')
@Controller('admin/suspensions')
@AdminOnly()
export class AdminSuspensionsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @RouteSchema({ response: { 200: buyerSuspensionListSchema } })
  @ApiOkResponse({
    description: 'The buyers suspended now, newest first, with the reason',
    schema: buyerSuspensionListSchema as object,
  })
  @ApiBadRequestResponse({ description: 'limit/offset out of range' })
  list(@Query() query: AdminSuspensionsQuery, @Call() call: CallContext): Promise<BuyerSuspensionListDto> {
    return this.services.send(MESSAGING_PATTERNS.adminSuspensionList, query, call);
  }

  @Post()
  @RouteSchema({ response: { 201: buyerSuspensionSchema } })
  @ApiCreatedResponse({
    description: 'Suspended from starting conversations and sending inquiries (the activity log shows why)',
    schema: buyerSuspensionSchema as object,
  })
  @ApiBadRequestResponse({
    description: `"${M.reasonRequired}", "${M.reasonTooLong}" or "${M.buyerRequired}"`,
  })
  @ApiNotFoundResponse({ description: `BUYER_NOT_FOUND: "${M.buyerNotFound}"` })
  @ApiConflictResponse({ description: `BUYER_ALREADY_SUSPENDED: "${M.alreadySuspended}"` })
  suspend(@Body() command: SuspendBuyerCommand, @Call() call: CallContext): Promise<BuyerSuspensionDto> {
    return this.services.send(MESSAGING_PATTERNS.adminSuspensionCreate, command, call);
  }

  @Delete(':buyerId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Lifted: the buyer may start conversations and send inquiries again' })
  @ApiNotFoundResponse({ description: `SUSPENSION_NOT_FOUND: "${M.notSuspended}"` })
  async lift(@Param() params: BuyerSuspensionParams, @Call() call: CallContext): Promise<void> {
    await this.services.send(MESSAGING_PATTERNS.adminSuspensionLift, params, call);
  }
}
