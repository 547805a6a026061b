import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module.js';
import { ExporterDirectoryModule } from '../exporter-directory/exporter-directory.module.js';
import { ExporterInquiriesController } from './exporter-inquiries.controller.js';
import { ExporterInquiriesService } from './exporter-inquiries.service.js';
import { SendInquiryController } from './send-inquiry.controller.js';
import { SendInquiryService } from './send-inquiry.service.js';

/**
 * Inquiries (`contact_requests`): sent to an exporter from the contact form, then listed to its exporter
 * (Basic's monthly allowance applied when read), replied to or declined.
 */
@Module({
  imports: [ExporterDirectoryModule, ConversationsModule],
  controllers: [SendInquiryController, ExporterInquiriesController],
  providers: [SendInquiryService, ExporterInquiriesService],
})
export class InquiriesModule {}
