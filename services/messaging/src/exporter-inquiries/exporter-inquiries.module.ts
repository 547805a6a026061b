import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module.js';
import { ExporterInquiriesController } from './exporter-inquiries.controller.js';
import { ExporterInquiriesService } from './exporter-inquiries.service.js';

/** An exporter's inquiries: listing (Basic's monthly allowance applied when read), reply and decline. */
@Module({
  imports: [ConversationsModule],
  controllers: [ExporterInquiriesController],
  providers: [ExporterInquiriesService],
})
export class ExporterInquiriesModule {}
