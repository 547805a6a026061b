import { Module } from '@nestjs/common';
import { AdminBuyersController } from './admin-buyers.controller.js';
import { AdminConversationsController } from './admin-conversations.controller.js';

/** The admin console's moderation routes: conversations (messaging) and buyer verification (identity). */
@Module({ controllers: [AdminConversationsController, AdminBuyersController] })
export class AdminModerationModule {}
