import { Module } from '@nestjs/common';
import { AdminBuyersController } from './admin-buyers.controller.js';
import { AdminConversationsController } from './admin-conversations.controller.js';
import { AdminSuspensionsController } from './admin-suspensions.controller.js';

/**
 * The admin console's moderation routes: conversations and buyer suspensions (messaging), buyer verification
 * (identity).
 */
@Module({ controllers: [AdminConversationsController, AdminSuspensionsController, AdminBuyersController] })
export class AdminModerationModule {}
