import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module.js';
import { QuotationConversationsController } from './quotation-conversations.controller.js';
import { QuotationConversationsService } from './quotation-conversations.service.js';

/** Accepted quotations' conversations (requirements). */
@Module({
  imports: [ConversationsModule],
  controllers: [QuotationConversationsController],
  providers: [QuotationConversationsService],
})
export class QuotationConversationsModule {}
