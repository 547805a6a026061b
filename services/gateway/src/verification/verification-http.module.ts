import { Module } from '@nestjs/common';
import { AdminVerificationController } from './admin-verification.controller.js';
import { ExporterVerificationController } from './exporter-verification.controller.js';
import { documentStorageProvider } from './document-storage.provider.js';
import { MyVerificationController } from './my-verification.controller.js';
import { VerificationDocumentsController } from './verification-documents.controller.js';

/**
 * The verification ladder's routes: the exporter's submissions and evidence files, the console's review, the
 * public badge.
 */
@Module({
  controllers: [
    MyVerificationController,
    VerificationDocumentsController,
    AdminVerificationController,
    ExporterVerificationController,
  ],
  providers: [documentStorageProvider],
})
export class VerificationHttpModule {}
