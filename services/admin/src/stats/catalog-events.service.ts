import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CATALOG_SUBJECTS } from '@ped/contracts/catalog';
import { EventConsumerService } from '@ped/nest-kit';
import { COUNTERS } from './stats.constants.js';
import { StatsService } from './stats.service.js';

/** Keeps the admin counters in step with the catalog's events. */
@Injectable()
export class CatalogEventsService implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumerService,
    private readonly stats: StatsService,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.subscribe({
      name: 'stats',
      from: 'catalog',
      handlers: {
        [CATALOG_SUBJECTS.categoryCreated]: (_event, manager) =>
          this.stats.increment(manager, COUNTERS.categories),
      },
    });
  }
}
