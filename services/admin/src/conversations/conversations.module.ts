import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { ConversationsReadModelService } from './conversations-read-model.service.js';

@Module({
  imports: [ActivityModule],
  providers: [ConversationsReadModelService],
  exports: [ConversationsReadModelService],
})
export class ConversationsModule {}
