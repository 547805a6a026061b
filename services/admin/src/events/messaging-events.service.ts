import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { EventConsumerService } from '@ped/nest-kit';
import { ActivityLogService } from '../activity/activity-log.service.js';
import { ConversationsReadModelService } from '../conversations/conversations-read-model.service.js';
import { COUNTERS } from '../counters/counters.constants.js';
import { CountersService } from '../counters/counters.service.js';
import { ModerationService } from '../moderation/moderation.service.js';

/**
 * Messaging's events: inquiries and their answers, conversations, reports (the moderation queue) and admin
 * actions (consumer admin.messaging-events).
 */
@Injectable()
export class MessagingEventsService implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumerService,
    private readonly counters: CountersService,
    private readonly conversations: ConversationsReadModelService,
    private readonly moderation: ModerationService,
    private readonly activityLog: ActivityLogService,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.subscribe(EVENT_CONSUMERS.adminMessaging, {
      'messaging.contact_request.created': (_event, manager) => this.counters.add(manager, COUNTERS.contacts),
      'messaging.contact_request.responded': (_event, manager) =>
        this.counters.add(manager, COUNTERS.answeredContacts),
      'messaging.conversation.created': (event, manager) => this.conversations.created(manager, event),
      'messaging.conversation.status_changed': (event, manager) =>
        this.conversations.statusChanged(manager, event),
      'messaging.report.filed': (event, manager) => this.moderation.reportFiled(manager, event),
      'messaging.admin_action.recorded': (event, manager) => this.activityLog.recordEvent(manager, event),
    });
  }
}
