import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  AdminSuspensionsQuery,
  BUYER_SUSPENSION_MESSAGES as M,
  BuyerSuspensionParams,
  MESSAGING_PATTERNS,
  SuspendBuyerCommand,
  type BuyerSuspensionDto,
  type BuyerSuspensionListDto,
} from '@ped/contracts/messaging';
import { BuyerSuspensionListSchema, BuyerSuspensionSchema } from '@ped/contracts/responses';
import { AdminOnly } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

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
  @Answers({
    200: {
      description: 'The buyers suspended now, newest first, with the reason',
      schema: BuyerSuspensionListSchema,
    },
    400: 'limit/offset out of range',
  })
  list(@Query() query: AdminSuspensionsQuery, @Call() call: CallContext): Promise<BuyerSuspensionListDto> {
    return this.services.send(MESSAGING_PATTERNS.adminSuspensionList, query, call);
  }

  @Post()
  @Answers({
    201: {
      description: 'Suspended from starting conversations and sending inquiries (the activity log shows why)',
      schema: BuyerSuspensionSchema,
    },
    400: `"${M.reasonRequired}", "${M.reasonTooLong}" or "${M.buyerRequired}"`,
    404: `BUYER_NOT_FOUND: "${M.buyerNotFound}"`,
    409: `BUYER_ALREADY_SUSPENDED: "${M.alreadySuspended}"`,
  })
  suspend(@Body() command: SuspendBuyerCommand, @Call() call: CallContext): Promise<BuyerSuspensionDto> {
    return this.services.send(MESSAGING_PATTERNS.adminSuspensionCreate, command, call);
  }

  @Delete(':buyerId')
  @HttpCode(204)
  @Answers({
    204: 'Lifted: the buyer may start conversations and send inquiries again',
    404: `SUSPENSION_NOT_FOUND: "${M.notSuspended}"`,
  })
  async lift(@Param() params: BuyerSuspensionParams, @Call() call: CallContext): Promise<void> {
    await this.services.send(MESSAGING_PATTERNS.adminSuspensionLift, params, call);
  }
}
