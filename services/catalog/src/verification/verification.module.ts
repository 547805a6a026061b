import { Module } from '@nestjs/common';
import { ExporterVerificationService } from './exporter-verification.service.js';
import { MyVerificationService } from './my-verification.service.js';
import { VerificationController } from './verification.controller.js';
import { VerificationDocumentsService } from './verification-documents.service.js';
import { VerificationReviewService } from './verification-review.service.js';
import { VerificationVerdicts } from './verification-verdict.service.js';

/** The verification ladder: evidence per check, the admin review, the public badge, the Verified rule. */
@Module({
  controllers: [VerificationController],
  providers: [
    MyVerificationService,
    VerificationDocumentsService,
    VerificationReviewService,
    ExporterVerificationService,
    VerificationVerdicts,
  ],
})
export class VerificationModule {}
