import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { ConversationsModule } from '../conversations/conversations.module.js';
import { ExportersModule } from '../exporters/exporters.module.js';
import { ModerationModule } from '../moderation/moderation.module.js';
import { CatalogEventsService } from './catalog-events.service.js';
import { IdentityEventsService } from './identity-events.service.js';
import { MessagingEventsService } from './messaging-events.service.js';

/** The three consumers, one per publishing service, each applying its events to the read models. */
@Module({
  imports: [ActivityModule, ConversationsModule, ExportersModule, ModerationModule],
  providers: [CatalogEventsService, IdentityEventsService, MessagingEventsService],
})
export class EventsModule {}
