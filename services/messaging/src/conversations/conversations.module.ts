import { Module } from '@nestjs/common';
import { ConversationsController } from './conversations.controller.js';
import { ConversationsService } from './conversations.service.js';
import { MessagesService } from './messages.service.js';
import { ReportsService } from './reports.service.js';

@Module({
  controllers: [ConversationsController],
  providers: [ConversationsService, MessagesService, ReportsService],
  exports: [MessagesService],
})
export class ConversationsModule {}
