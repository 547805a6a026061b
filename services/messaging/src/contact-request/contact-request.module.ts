import { Module } from '@nestjs/common';
import { ExporterDirectoryModule } from '../exporter-directory/exporter-directory.module.js';
import { ContactRequestController } from './contact-request.controller.js';
import { ContactRequestService } from './contact-request.service.js';

@Module({
  imports: [ExporterDirectoryModule],
  controllers: [ContactRequestController],
  providers: [ContactRequestService],
})
export class ContactRequestModule {}
