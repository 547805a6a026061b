import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ADMIN_BUYER_MESSAGES,
  AdminBuyersQuery,
  BuyerIdParams,
  IDENTITY_PATTERNS,
  SetBuyerVerifiedCommand,
  type AdminBuyerListDto,
  type BuyerVerifyResultDto,
} from '@ped/contracts/identity';
import { AdminBuyerListSchema, BuyerVerifyResultSchema } from '@ped/contracts/responses';
import { AdminOnly } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

/** The admin console's buyer verification: buyers to verify, and their verified badge. */
@ApiTags('admin')
@Controller('admin/buyers')
@AdminOnly()
export class AdminBuyersController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Answers({
    200: {
      description: 'Buyers (pending or verified, when filtered), Pending first, newest first',
      schema: AdminBuyerListSchema,
    },
    400: `"${ADMIN_BUYER_MESSAGES.filter}", or limit/offset out of range`,
  })
  list(@Query() query: AdminBuyersQuery, @Call() call: CallContext): Promise<AdminBuyerListDto> {
    return this.services.send(IDENTITY_PATTERNS.adminBuyerList, query, call);
  }

  @Patch(':id/verify')
  @Answers({
    200: {
      description: 'Verified or unverified (messaging shows the badge to exporters)',
      schema: BuyerVerifyResultSchema,
    },
    400: `"${ADMIN_BUYER_MESSAGES.isVerified}"`,
    404: `BUYER_NOT_FOUND: "${ADMIN_BUYER_MESSAGES.notFound}"`,
  })
  setVerified(
    @Param() params: BuyerIdParams,
    @Body() command: SetBuyerVerifiedCommand,
    @Call() call: CallContext,
  ): Promise<BuyerVerifyResultDto> {
    return this.services.send(IDENTITY_PATTERNS.adminBuyerVerify, { ...command, id: params.id }, call);
  }
}
