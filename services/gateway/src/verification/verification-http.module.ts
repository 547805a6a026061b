import { Module } from '@nestjs/common';
import { AdminVerificationController } from './admin-verification.controller.js';
import { ExporterVerificationController } from './exporter-verification.controller.js';
import { MyVerificationController } from './my-verification.controller.js';

/** The verification ladder's routes: the exporter's submissions, the console's review, the public badge. */
@Module({
  controllers: [MyVerificationController, AdminVerificationController, ExporterVerificationController],
})
export class VerificationHttpModule {}
