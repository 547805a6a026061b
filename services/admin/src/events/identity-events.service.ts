import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { EventConsumerService } from '@ped/nest-kit';
import { ActivityLogService } from '../activity/activity-log.service.js';
import { AdminSignInsService } from '../activity/admin-sign-ins.service.js';
import { COUNTERS } from '../counters/counters.constants.js';
import { CountersService } from '../counters/counters.service.js';

/** Identity's events: accounts (totalUsers), admin sign-ins and admin actions (consumer admin.identity-events). */
@Injectable()
export class IdentityEventsService implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumerService,
    private readonly counters: CountersService,
    private readonly signIns: AdminSignInsService,
    private readonly activityLog: ActivityLogService,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.subscribe(EVENT_CONSUMERS.adminIdentity, {
      'identity.user.registered': (_event, manager) => this.counters.add(manager, COUNTERS.users),
      'identity.buyer.registered': (_event, manager) => this.counters.add(manager, COUNTERS.users),
      'identity.admin.logged_in': (event, manager) => this.signIns.record(manager, event),
      'identity.admin_action.recorded': (event, manager) => this.activityLog.recordEvent(manager, event),
    });
  }
}
