import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  AdminVerificationQuery,
  CATALOG_PATTERNS,
  VerificationReviewCommand,
  VerificationRequestIdParams,
  type AdminVerificationListDto,
  type VerificationReviewResultDto,
} from '@ped/contracts/catalog';
import { VERIFICATION_MESSAGES } from '@ped/contracts/options';
import { AdminVerificationListSchema, VerificationReviewResultSchema } from '@ped/contracts/responses';
import { AdminOnly } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

/** The console's review of the verification ladder's submissions. */
@ApiTags('admin')
@Controller('admin/verification-requests')
@AdminOnly()
export class AdminVerificationController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Answers({
    200: {
      description:
        'Submissions, pending first (oldest first), then reviewed ones (newest first); at most 200',
      schema: AdminVerificationListSchema,
    },
    400: 'status is not pending, approved or rejected',
  })
  list(@Query() query: AdminVerificationQuery, @Call() call: CallContext): Promise<AdminVerificationListDto> {
    return this.services.send(CATALOG_PATTERNS.adminVerificationList, query, call);
  }

  @Patch(':id')
  @Answers({
    200: {
      description:
        'Reviewed; an approval passes the check for a year. The exporter’s Verified flag follows the ladder’s rule (legal entity and one more check current)',
      schema: VerificationReviewResultSchema,
    },
    400: `decision, or notes ("${VERIFICATION_MESSAGES.notes}" on a rejection)`,
    404: 'VERIFICATION_REQUEST_NOT_FOUND',
    409: `VERIFICATION_NOT_PENDING: "${VERIFICATION_MESSAGES.notPending}"`,
  })
  review(
    @Param() params: VerificationRequestIdParams,
    @Body() command: VerificationReviewCommand,
    @Call() call: CallContext,
  ): Promise<VerificationReviewResultDto> {
    return this.services.send(CATALOG_PATTERNS.adminVerificationReview, { ...command, id: params.id }, call);
  }
}
