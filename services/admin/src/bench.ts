/**
 * What `bench/` shares with this service, exported as `@ped/admin-service/bench` (package.json `exports`): the
 * read models' event handlers, wired as their modules wire them. The bench fills the read models in SQL for
 * its bulk-seeded exporters and conversations (no event ever told this service about them), and checks that
 * SQL against these handlers applying the same events to a sample (bench/seed-admin.mjs). The bench imports
 * nothing else of this service, so its internals can move freely; a name removed here fails its import.
 */
import type { DataSource } from 'typeorm';
import { ActivityItemsService } from './activity/activity-items.service.js';
import { ConversationsReadModelService } from './conversations/conversations-read-model.service.js';
import { CountersService } from './counters/counters.service.js';
import { CategoriesReadModelService } from './exporters/categories-read-model.service.js';
import { ExporterReadModelService } from './exporters/exporter-read-model.service.js';
import { NotificationsService } from './notifications/notifications.service.js';
import { MonthlyFiguresService } from './subscriptions/monthly-figures.service.js';
import { SubscriptionsService } from './subscriptions/subscriptions.service.js';

export { COUNTERS, DAILY_TOTAL_METRIC } from './counters/counters.constants.js';

/**
 * The handlers of `catalog.category.created`, `catalog.exporter.*` and `messaging.conversation.*`. They write
 * through the EntityManager each call is given; `dataSource` serves only the services' reads.
 */
export function readModelHandlers(dataSource: DataSource) {
  const counters = new CountersService(dataSource);
  const months = new MonthlyFiguresService();
  const activity = new ActivityItemsService(dataSource);
  return {
    categories: new CategoriesReadModelService(counters),
    exporters: new ExporterReadModelService(
      counters,
      months,
      new SubscriptionsService(dataSource, months),
      activity,
      new NotificationsService(dataSource, counters),
    ),
    conversations: new ConversationsReadModelService(counters, activity),
  };
}
