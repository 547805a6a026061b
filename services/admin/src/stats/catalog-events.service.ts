import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { EventConsumerService } from '@ped/nest-kit';
import { COUNTERS } from './stats.constants.js';
import { StatsService } from './stats.service.js';

/** Keeps the admin counters in step with the catalog's events (consumer admin.stats). */
@Injectable()
export class CatalogEventsService implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumerService,
    private readonly stats: StatsService,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.subscribe(EVENT_CONSUMERS.adminStats, {
      'catalog.category.created': (_event, manager) => this.stats.increment(manager, COUNTERS.categories),
    });
  }
}
