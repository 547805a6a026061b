import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  DeclineInquiryCommand,
  INQUIRY_MESSAGES as M,
  InquiryIdParams,
  ListMyInquiriesQuery,
  MESSAGING_PATTERNS,
  ReplyInquiryCommand,
  type InquiryDto,
  type InquiryListDto,
  type InquiryReplyResultDto,
} from '@ped/contracts/messaging';
import { PLAN_LIMIT_MESSAGES } from '@ped/contracts/options';
import { InquiryListSchema, InquiryReplyResultSchema, InquirySchema } from '@ped/contracts/responses';
import { SignedIn } from '../../auth/auth.decorators.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';
import { Call } from '../../http/call-context.decorator.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { Answers } from '../../openapi/answers.js';
import { NO_PROFILE_DOC } from '../../openapi/exporter-profile.docs.js';

const NOT_FOUND = `${NO_PROFILE_DOC}; INQUIRY_NOT_FOUND: no inquiry with that id to the caller’s exporter`;
/** Every route's: a route that names its own 403 says it there. */
const EVERY_ROUTE = { 403: 'Administrators have no exporter workspace' };

/** The exporter workspace's inquiries: the messaging service acts for the exporter the caller's account owns. */
@ApiTags('messaging')
@Controller('my-exporter/contact-requests')
@SignedIn('user')
@UseGuards(ExporterRoleGuard)
export class MyInquiriesController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Answers({
    ...EVERY_ROUTE,
    200: {
      description:
        'The caller’s exporter’s inquiries, newest first; on Basic those after the 10th of their month are locked (e-mail masked)',
      schema: InquiryListSchema,
    },
    400: 'limit/offset out of range',
    404: NO_PROFILE_DOC,
  })
  list(@Query() query: ListMyInquiriesQuery, @Call() call: CallContext): Promise<InquiryListDto> {
    return this.services.send(MESSAGING_PATTERNS.myInquiryList, query, call);
  }

  /** A buyer with an account gets the reply in a conversation; a visitor by e-mail (each reply sends one). */
  @Post(':id/reply')
  @HttpCode(200)
  @Answers({
    200: { description: 'Replied', schema: InquiryReplyResultSchema },
    400: `"${M.replyRequired}", or too long`,
    403: `PLAN_LIMIT_REACHED: ${PLAN_LIMIT_MESSAGES.inquiries}`,
    404: NOT_FOUND,
    409: 'The buyer archived or blocked the conversation',
  })
  reply(
    @Param() params: InquiryIdParams,
    @Body() command: ReplyInquiryCommand,
    @Call() call: CallContext,
  ): Promise<InquiryReplyResultDto> {
    return this.services.send(MESSAGING_PATTERNS.myInquiryReply, { ...command, id: params.id }, call);
  }

  @Post(':id/decline')
  @HttpCode(200)
  @Answers({
    ...EVERY_ROUTE,
    200: { description: 'Declined with the reason', schema: InquirySchema },
    400: `"${M.reasonRequired}", or too long`,
    404: NOT_FOUND,
  })
  decline(
    @Param() params: InquiryIdParams,
    @Body() command: DeclineInquiryCommand,
    @Call() call: CallContext,
  ): Promise<InquiryDto> {
    return this.services.send(MESSAGING_PATTERNS.myInquiryDecline, { ...command, id: params.id }, call);
  }
}
