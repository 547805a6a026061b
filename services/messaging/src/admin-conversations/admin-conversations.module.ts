import { Module } from '@nestjs/common';
import { AdminConversationsController } from './admin-conversations.controller.js';
import { AdminConversationsService } from './admin-conversations.service.js';

/** The admin console's conversations: every conversation with its parties, and blocking or archiving one. */
@Module({
  controllers: [AdminConversationsController],
  providers: [AdminConversationsService],
})
export class AdminConversationsModule {}
