import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
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
import { SignedIn } from '../../auth/auth.decorators.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';
import { Call } from '../../http/call-context.decorator.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { inquiryListSchema, inquiryReplySchema, inquirySchema } from './my-inquiries.schema.js';
import { NO_PROFILE_DOC } from '../../openapi/exporter-profile.docs.js';

const NOT_FOUND = `${NO_PROFILE_DOC}; INQUIRY_NOT_FOUND: no inquiry with that id to the caller’s exporter`;

/** The exporter workspace's inquiries: the messaging service acts for the exporter the caller's account owns. */
@ApiTags('messaging')
@Controller('my-exporter/contact-requests')
@SignedIn('user')
@UseGuards(ExporterRoleGuard)
@ApiForbiddenResponse({ description: 'Administrators have no exporter workspace' })
export class MyInquiriesController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @RouteSchema({ response: { 200: inquiryListSchema } })
  @ApiOkResponse({
    description:
      'The caller’s exporter’s inquiries, newest first; on Basic those after the 10th of their month are locked (e-mail masked)',
    schema: inquiryListSchema as object,
  })
  @ApiBadRequestResponse({ description: 'limit/offset out of range' })
  @ApiNotFoundResponse({ description: NO_PROFILE_DOC })
  list(@Query() query: ListMyInquiriesQuery, @Call() call: CallContext): Promise<InquiryListDto> {
    return this.services.send(MESSAGING_PATTERNS.myInquiryList, query, call);
  }

  /** A buyer with an account gets the reply in a conversation; a visitor by e-mail (each reply sends one). */
  @Post(':id/reply')
  @HttpCode(200)
  @RouteSchema({ response: { 200: inquiryReplySchema } })
  @ApiOkResponse({ description: 'Replied', schema: inquiryReplySchema as object })
  @ApiBadRequestResponse({ description: `"${M.replyRequired}", or too long` })
  @ApiForbiddenResponse({ description: `PLAN_LIMIT_REACHED: ${PLAN_LIMIT_MESSAGES.inquiries}` })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: 'The buyer archived or blocked the conversation' })
  reply(
    @Param() params: InquiryIdParams,
    @Body() command: ReplyInquiryCommand,
    @Call() call: CallContext,
  ): Promise<InquiryReplyResultDto> {
    return this.services.send(MESSAGING_PATTERNS.myInquiryReply, { ...command, id: params.id }, call);
  }

  @Post(':id/decline')
  @HttpCode(200)
  @RouteSchema({ response: { 200: inquirySchema } })
  @ApiOkResponse({ description: 'Declined with the reason', schema: inquirySchema as object })
  @ApiBadRequestResponse({ description: `"${M.reasonRequired}", or too long` })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  decline(
    @Param() params: InquiryIdParams,
    @Body() command: DeclineInquiryCommand,
    @Call() call: CallContext,
  ): Promise<InquiryDto> {
    return this.services.send(MESSAGING_PATTERNS.myInquiryDecline, { ...command, id: params.id }, call);
  }
}
