import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { EventConsumerService } from '@ped/nest-kit';
import { ActivityLogService } from '../activity/activity-log.service.js';
import { CategoriesReadModelService } from '../exporters/categories-read-model.service.js';
import { ExporterReadModelService } from '../exporters/exporter-read-model.service.js';

/** The catalog's events into the admin read models (consumer admin.stats). */
@Injectable()
export class CatalogEventsService implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumerService,
    private readonly categories: CategoriesReadModelService,
    private readonly exporters: ExporterReadModelService,
    private readonly activityLog: ActivityLogService,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.subscribe(EVENT_CONSUMERS.adminStats, {
      'catalog.category.created': (event, manager) => this.categories.created(manager, event),
      'catalog.exporter.created': (event, manager) => this.exporters.apply(manager, event, 'created'),
      'catalog.exporter.updated': (event, manager) => this.exporters.apply(manager, event, 'updated'),
      'catalog.exporter.deleted': (event, manager) => this.exporters.apply(manager, event, 'deleted'),
      'catalog.admin_action.recorded': (event, manager) => this.activityLog.recordEvent(manager, event),
    });
  }
}
