import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  AdminVerificationQuery,
  CATALOG_PATTERNS,
  VerificationReviewCommand,
  VerificationRequestIdParams,
  type AdminVerificationListDto,
  type VerificationReviewResultDto,
} from '@ped/contracts/catalog';
import { VERIFICATION_MESSAGES } from '@ped/contracts/options';
import { AdminOnly } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { adminVerificationListSchema, reviewResultSchema } from '../my-exporter/verification.schema.js';

/** The console's review of the verification ladder's submissions. */
@ApiTags('admin')
@Controller('admin/verification-requests')
@AdminOnly()
export class AdminVerificationController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @RouteSchema({ response: { 200: adminVerificationListSchema } })
  @ApiOkResponse({
    description: 'Submissions, pending first (oldest first), then reviewed ones (newest first); at most 200',
    schema: adminVerificationListSchema as object,
  })
  @ApiBadRequestResponse({ description: 'status is not pending, approved or rejected' })
  list(@Query() query: AdminVerificationQuery, @Call() call: CallContext): Promise<AdminVerificationListDto> {
    return this.services.send(CATALOG_PATTERNS.adminVerificationList, query, call);
  }

  @Patch(':id')
  @RouteSchema({ response: { 200: reviewResultSchema } })
  @ApiOkResponse({
    description:
      'Reviewed; an approval passes the check for a year. The exporter’s Verified flag follows the ladder’s rule (legal entity and one more check current)',
    schema: reviewResultSchema as object,
  })
  @ApiBadRequestResponse({
    description: `decision, or notes ("${VERIFICATION_MESSAGES.notes}" on a rejection)`,
  })
  @ApiNotFoundResponse({ description: 'VERIFICATION_REQUEST_NOT_FOUND' })
  @ApiConflictResponse({ description: `VERIFICATION_NOT_PENDING: "${VERIFICATION_MESSAGES.notPending}"` })
  review(
    @Param() params: VerificationRequestIdParams,
    @Body() command: VerificationReviewCommand,
    @Call() call: CallContext,
  ): Promise<VerificationReviewResultDto> {
    return this.services.send(CATALOG_PATTERNS.adminVerificationReview, { ...command, id: params.id }, call);
  }
}
