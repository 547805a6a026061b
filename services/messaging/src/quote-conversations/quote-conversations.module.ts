import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module.js';
import { QuoteConversationsController } from './quote-conversations.controller.js';
import { QuoteConversationsService } from './quote-conversations.service.js';

/** Accepted quotations' conversations (buying requests). */
@Module({
  imports: [ConversationsModule],
  controllers: [QuoteConversationsController],
  providers: [QuoteConversationsService],
})
export class QuoteConversationsModule {}
