import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ADMIN_PATTERNS,
  MODERATION_MESSAGES,
  ModerationIdParams,
  ModerationListQuery,
  ResolveModerationCommand,
  type ModerationItemDto,
  type ModerationListDto,
} from '@ped/contracts/admin';
import { AdminOnly } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

/** The moderation queue: reports of messages and conversations, decided with a note. */
@ApiTags('admin')
@Controller('admin/moderation')
@AdminOnly()
export class ModerationQueueController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Answers({
    200: 'Pending first (or the given status), newest first, with totals',
    400: 'An unknown status, or limit/offset out of range',
  })
  list(@Query() query: ModerationListQuery, @Call() call: CallContext): Promise<ModerationListDto> {
    return this.services.send(ADMIN_PATTERNS.moderationList, query, call);
  }

  @Patch(':id')
  @Answers({
    200: 'The report, resolved or dismissed',
    400: `status not resolved/dismissed, or "${MODERATION_MESSAGES.notesRequired}"`,
    404: 'MODERATION_ITEM_NOT_FOUND',
    409: `MODERATION_NOT_PENDING: "${MODERATION_MESSAGES.notPending}"`,
  })
  resolve(
    @Param() params: ModerationIdParams,
    @Body() command: ResolveModerationCommand,
    @Call() call: CallContext,
  ): Promise<ModerationItemDto> {
    return this.services.send(ADMIN_PATTERNS.moderationResolve, { ...command, id: params.id }, call);
  }
}
