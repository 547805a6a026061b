import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  type MyQuotationListDto,
  type RequirementAlertListDto,
} from '@ped/contracts/catalog';
import { MyQuotationListSchema, RequirementAlertListSchema } from '@ped/contracts/responses';
import { SignedIn } from '../../auth/auth.decorators.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { NOT_APPROVED_DOC, NO_PROFILE_DOC } from '../../openapi/exporter-profile.docs.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

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
  @Answers({
    200: {
      description: 'The caller’s quotations, newest first, with their status and requirement',
      schema: MyQuotationListSchema,
    },
    404: NO_PROFILE_DOC,
  })
  mine(@Call() call: CallContext): Promise<MyQuotationListDto> {
    return this.services.send(CATALOG_PATTERNS.myQuotationList, {}, call);
  }

  @Get('requirement-alerts')
  @Answers({
    200: {
      description: 'New open requests in the exporter’s categories, as they were posted; how many are unseen',
      schema: RequirementAlertListSchema,
    },
    403: `Administrators and buyers; ${NOT_APPROVED_DOC}`,
    404: NO_PROFILE_DOC,
  })
  alerts(@Call() call: CallContext): Promise<RequirementAlertListDto> {
    return this.services.send(CATALOG_PATTERNS.requirementAlertList, {}, call);
  }

  @Post('requirement-alerts/seen')
  @HttpCode(200)
  @Answers({
    200: {
      description: 'Every alert so far marked seen (the exporter opened Buying Requests)',
      schema: RequirementAlertListSchema,
    },
    403: `Administrators and buyers; ${NOT_APPROVED_DOC}`,
    404: NO_PROFILE_DOC,
  })
  alertsSeen(@Call() call: CallContext): Promise<RequirementAlertListDto> {
    return this.services.send(CATALOG_PATTERNS.requirementAlertsSeen, {}, call);
  }
}
