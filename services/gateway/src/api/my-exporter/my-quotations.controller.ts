import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  type MyQuotationListDto,
  type RequirementAlertListDto,
} from '@ped/contracts/catalog';
import { SignedIn } from '../../auth/auth.decorators.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';
import { Call } from '../../http/call-context.decorator.js';
import { NOT_APPROVED_DOC, NO_PROFILE_DOC } from '../../openapi/exporter-profile.docs.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { myQuotationListSchema, requirementAlertListSchema } from '../requirements/requirements.schema.js';

/**
 * The exporter's own quotations and the month's allowance, and its alerts of new requests in its
 * categories (the workspace's Buying Requests tab).
 */
@ApiTags('quotations')
@Controller('my-exporter')
@SignedIn('user')
@UseGuards(ExporterRoleGuard)
export class MyQuotationsController {
  constructor(private readonly services: ServiceClient) {}

  @Get('responses')
  @RouteSchema({ response: { 200: myQuotationListSchema } })
  @ApiOkResponse({
    description: 'The caller’s quotations, newest first, with their status and requirement',
    schema: myQuotationListSchema as object,
  })
  @ApiNotFoundResponse({ description: NO_PROFILE_DOC })
  mine(@Call() call: CallContext): Promise<MyQuotationListDto> {
    return this.services.send(CATALOG_PATTERNS.myQuotationList, {}, call);
  }

  @Get('requirement-alerts')
  @RouteSchema({ response: { 200: requirementAlertListSchema } })
  @ApiOkResponse({
    description: 'New open requests in the exporter’s categories, as they were posted; how many are unseen',
    schema: requirementAlertListSchema as object,
  })
  @ApiForbiddenResponse({ description: `Administrators and buyers; ${NOT_APPROVED_DOC}` })
  @ApiNotFoundResponse({ description: NO_PROFILE_DOC })
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
  @ApiNotFoundResponse({ description: NO_PROFILE_DOC })
  alertsSeen(@Call() call: CallContext): Promise<RequirementAlertListDto> {
    return this.services.send(CATALOG_PATTERNS.requirementAlertsSeen, {}, call);
  }
}
