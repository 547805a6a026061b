import { Body, Controller, Get, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
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
  QuotationCommand,
  RequirementIdParams,
  type OpenRequirementDto,
  type OpenRequirementListDto,
  type SubmitQuotationResultDto,
} from '@ped/contracts/catalog';
import { TRADE_TERMS_MESSAGES as M, PLAN_LIMIT_MESSAGES } from '@ped/contracts/options';
import type { FastifyReply } from 'fastify';
import { SignedIn } from '../../auth/auth.decorators.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';
import { Call } from '../../http/call-context.decorator.js';
import { NOT_APPROVED_DOC, NO_PROFILE_DOC } from '../../openapi/exporter-profile.docs.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { openRequirementListSchema, openRequirementSchema, responseSchema } from './requirements.schema.js';

/**
 * Requirements as exporters see them: an approved exporter of any plan reads the open ones and quotes
 * (a pending or rejected one is refused 403). The catalog answers for the caller's exporter.
 */
@ApiTags('requirements')
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
  @ApiNotFoundResponse({ description: NO_PROFILE_DOC })
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
    @Body() quote: QuotationCommand,
    @Call() call: CallContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { created, response } = await this.services.send<SubmitQuotationResultDto>(
      CATALOG_PATTERNS.quotationSubmit,
      { id: params.id, quote },
      call,
    );
    await reply.status(created ? 201 : 200).send(response);
  }
}
