import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  ListOpenRequirementsQuery,
  QuoteCommand,
  RequirementIdParams,
  type MyResponseListDto,
  type OpenRequirementDto,
  type OpenRequirementListDto,
  type RequirementAlertListDto,
  type SubmitQuoteResultDto,
} from '@ped/contracts/catalog';
import { BUYING_REQUEST_MESSAGES as M, PLAN_LIMIT_MESSAGES } from '@ped/contracts/options';
import type { FastifyReply } from 'fastify';
import { SignedIn } from '../auth/auth.decorators.js';
import { ExporterRoleGuard } from '../auth/exporter-role.guard.js';
import { Call } from '../http/call-context.decorator.js';
import { NOT_APPROVED_DOC } from '../openapi/exporter-approval.docs.js';
import { ServiceClient, type CallContext } from '../services/service-client.js';
import {
  myResponseListSchema,
  openRequirementListSchema,
  openRequirementSchema,
  requirementAlertListSchema,
  responseSchema,
} from './buying-requests.schema.js';

const NO_PROFILE = 'EXPORTER_PROFILE_NOT_FOUND: the account has no exporter profile yet';

/**
 * Buying requests as exporters see them: an approved exporter of any plan reads the open ones and quotes
 * (a pending or rejected one is refused 403). The catalog answers for the caller's exporter.
 */
@ApiTags('buying-requests')
@Controller('requirements')
@SignedIn('user')
@UseGuards(ExporterRoleGuard)
export class OpenRequirementsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @RouteSchema({ response: { 200: openRequirementListSchema } })
  @ApiOkResponse({
    description:
      'Open requirements (active, public, before their deadline’s end), newest first; the buyer shown as country, business type and badge',
    schema: openRequirementListSchema as object,
  })
  @ApiForbiddenResponse({ description: `Administrators and buyers; ${NOT_APPROVED_DOC}` })
  @ApiNotFoundResponse({ description: NO_PROFILE })
  list(
    @Query() query: ListOpenRequirementsQuery,
    @Call() call: CallContext,
  ): Promise<OpenRequirementListDto> {
    return this.services.send(CATALOG_PATTERNS.openRequirementList, query, call);
  }

  @Get(':id')
  @RouteSchema({ response: { 200: openRequirementSchema } })
  @ApiOkResponse({
    description:
      'An open requirement, or one the caller quoted (the buyer’s identity once its quotation is accepted)',
    schema: openRequirementSchema as object,
  })
  @ApiForbiddenResponse({ description: `Administrators and buyers; ${NOT_APPROVED_DOC}` })
  @ApiNotFoundResponse({ description: 'Private, closed, expired (and not quoted by the caller) or unknown' })
  get(@Param() params: RequirementIdParams, @Call() call: CallContext): Promise<OpenRequirementDto> {
    return this.services.send(CATALOG_PATTERNS.openRequirementGet, params, call);
  }

  /** 201 for the exporter's first quotation to it, 200 when it edited its pending one. */
  @Post(':id/responses')
  @RouteSchema({ response: { 200: responseSchema, 201: responseSchema } })
  @ApiCreatedResponse({ description: 'The quotation, sent', schema: responseSchema as object })
  @ApiOkResponse({ description: 'The pending quotation, edited', schema: responseSchema as object })
  @ApiBadRequestResponse({ description: 'A field is invalid (each named, with its message)' })
  @ApiForbiddenResponse({
    description: `PLAN_LIMIT_REACHED: ${PLAN_LIMIT_MESSAGES.quotes} ${NOT_APPROVED_DOC}`,
  })
  @ApiNotFoundResponse({ description: 'REQUIREMENT_NOT_FOUND: unknown or private' })
  @ApiConflictResponse({
    description: `REQUIREMENT_CLOSED: ${M.requirementClosed} RESPONSE_DECIDED: ${M.responseDecided}`,
  })
  @ApiGoneResponse({ description: `REQUIREMENT_EXPIRED: ${M.requirementExpired}` })
  async respond(
    @Param() params: RequirementIdParams,
    @Body() quote: QuoteCommand,
    @Call() call: CallContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { created, response } = await this.services.send<SubmitQuoteResultDto>(
      CATALOG_PATTERNS.responseSubmit,
      { id: params.id, quote },
      call,
    );
    await reply.status(created ? 201 : 200).send(response);
  }
}

/**
 * The exporter's own quotations and the month's allowance, and its alerts of new requests in its
 * categories (the workspace's Buying Requests tab).
 */
@ApiTags('buying-requests')
@Controller('my-exporter')
@SignedIn('user')
@UseGuards(ExporterRoleGuard)
export class MyResponsesController {
  constructor(private readonly services: ServiceClient) {}

  @Get('responses')
  @RouteSchema({ response: { 200: myResponseListSchema } })
  @ApiOkResponse({
    description: 'The caller’s quotations, newest first, with their status and requirement',
    schema: myResponseListSchema as object,
  })
  @ApiNotFoundResponse({ description: NO_PROFILE })
  mine(@Call() call: CallContext): Promise<MyResponseListDto> {
    return this.services.send(CATALOG_PATTERNS.myResponseList, {}, call);
  }

  @Get('requirement-alerts')
  @RouteSchema({ response: { 200: requirementAlertListSchema } })
  @ApiOkResponse({
    description: 'New open requests in the exporter’s categories, as they were posted; how many are unseen',
    schema: requirementAlertListSchema as object,
  })
  @ApiForbiddenResponse({ description: `Administrators and buyers; ${NOT_APPROVED_DOC}` })
  @ApiNotFoundResponse({ description: NO_PROFILE })
  alerts(@Call() call: CallContext): Promise<RequirementAlertListDto> {
    return this.services.send(CATALOG_PATTERNS.requirementAlertList, {}, call);
  }

  @Post('requirement-alerts/seen')
  @RouteSchema({ response: { 200: requirementAlertListSchema } })
  @HttpCode(200)
  @ApiOkResponse({
    description: 'Every alert so far marked seen (the exporter opened Buying Requests)',
    schema: requirementAlertListSchema as object,
  })
  @ApiForbiddenResponse({ description: `Administrators and buyers; ${NOT_APPROVED_DOC}` })
  @ApiNotFoundResponse({ description: NO_PROFILE })
  alertsSeen(@Call() call: CallContext): Promise<RequirementAlertListDto> {
    return this.services.send(CATALOG_PATTERNS.requirementAlertsSeen, {}, call);
  }
}
