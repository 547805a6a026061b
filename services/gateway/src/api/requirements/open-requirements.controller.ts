import { Body, Controller, Get, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
import { OpenRequirementListSchema, OpenRequirementSchema, QuotationSchema } from '@ped/contracts/responses';
import type { FastifyReply } from 'fastify';
import { SignedIn } from '../../auth/auth.decorators.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { NOT_APPROVED_DOC, NO_PROFILE_DOC } from '../../openapi/exporter-profile.docs.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

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
  @Answers({
    200: {
      description:
        'Open requirements (active, public, before their deadline’s end), newest first; the buyer shown as country, business type and badge',
      schema: OpenRequirementListSchema,
    },
    403: `Administrators and buyers; ${NOT_APPROVED_DOC}`,
    404: NO_PROFILE_DOC,
  })
  list(
    @Query() query: ListOpenRequirementsQuery,
    @Call() call: CallContext,
  ): Promise<OpenRequirementListDto> {
    return this.services.send(CATALOG_PATTERNS.openRequirementList, query, call);
  }

  @Get(':id')
  @Answers({
    200: {
      description:
        'An open requirement, or one the caller quoted (the buyer’s identity once its quotation is accepted)',
      schema: OpenRequirementSchema,
    },
    403: `Administrators and buyers; ${NOT_APPROVED_DOC}`,
    404: 'Private, closed, expired (and not quoted by the caller) or unknown',
  })
  get(@Param() params: RequirementIdParams, @Call() call: CallContext): Promise<OpenRequirementDto> {
    return this.services.send(CATALOG_PATTERNS.openRequirementGet, params, call);
  }

  /** 201 for the exporter's first quotation to it, 200 when it edited its pending one. */
  @Post(':id/responses')
  @Answers({
    200: { description: 'The pending quotation, edited', schema: QuotationSchema },
    201: { description: 'The quotation, sent', schema: QuotationSchema },
    400: 'A field is invalid (each named, with its message)',
    403: `PLAN_LIMIT_REACHED: ${PLAN_LIMIT_MESSAGES.quotes} ${NOT_APPROVED_DOC}`,
    404: 'REQUIREMENT_NOT_FOUND: unknown or private',
    409: `REQUIREMENT_CLOSED: ${M.requirementClosed} RESPONSE_DECIDED: ${M.responseDecided}`,
    410: `REQUIREMENT_EXPIRED: ${M.requirementExpired}`,
  })
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
