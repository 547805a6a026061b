import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@ped/contracts';
import type { ExporterChangedEvent } from '@ped/contracts/catalog';
import type { EntityManager } from 'typeorm';
import { ActivityItemsService } from '../activity/activity-items.service.js';
import { COUNTERS } from '../counters/counters.constants.js';
import { CountersService } from '../counters/counters.service.js';
import { monthOf } from '../months.util.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { MonthlyFiguresService } from '../subscriptions/monthly-figures.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import {
  counterDeltas,
  keyDeltas,
  paidPeriod,
  stateOfEvent,
  stateOfRow,
  type ExporterRow,
  type ExporterState,
} from './exporter-state.util.js';

type Change = 'created' | 'updated' | 'deleted';

/**
 * The exporters as the catalog's events describe them, and every figure kept from them by deltas: the
 * counters, exporters per city and per category, new and removed per month, subscriptions.
 *
 * Convergence: duplicates never reach here (the inbox). Out of order, the row keeps the `occurredAt` of the
 * last event applied and older ones are ignored; a deletion is a tombstone no later update revives. An
 * exporter first heard of through an update or a deletion is counted as created at its `createdAt` first,
 * so the figures end the same whatever the delivery order (as long as an exporter's plan changes at most
 * once between the events that are reordered).
 */
@Injectable()
export class ExporterReadModelService {
  constructor(
    private readonly counters: CountersService,
    private readonly months: MonthlyFiguresService,
    private readonly subscriptions: SubscriptionsService,
    private readonly activity: ActivityItemsService,
    private readonly notifications: NotificationsService,
  ) {}

  async apply(
    manager: EntityManager,
    event: EventEnvelope<ExporterChangedEvent>,
    change: Change,
  ): Promise<void> {
    const data = event.data as Partial<ExporterChangedEvent>;
    const id = data.id;
    if (!Number.isInteger(id)) throw new Error(`exporter event ${event.id} has no exporter id`);
    const at = new Date(event.occurredAt).toISOString();
    const [row]: ExporterRow[] = await manager.query(
      'SELECT * FROM admin.exporters WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (row && (row.deleted || row.last_event_at.getTime() > Date.parse(at))) return;

    let before = row ? stateOfRow(row) : null;
    if (!before) {
      before = stateOfEvent(data, null, at);
      await this.arrive(manager, id!, before, change);
    }
    const after = change === 'deleted' ? null : stateOfEvent(data, before, at);
    await this.move(manager, id!, before, after, at);
    const kept = after ?? before;
    await manager.query(
      `INSERT INTO admin.exporters
         (id, company_name, status, is_verified, city, plan, plan_since, category_ids, created_at, last_event_at, deleted)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (id) DO UPDATE SET company_name = EXCLUDED.company_name, status = EXCLUDED.status,
         is_verified = EXCLUDED.is_verified, city = EXCLUDED.city, plan = EXCLUDED.plan,
         plan_since = EXCLUDED.plan_since, category_ids = EXCLUDED.category_ids, created_at = EXCLUDED.created_at,
         last_event_at = EXCLUDED.last_event_at, deleted = EXCLUDED.deleted`,
      [
        id,
        kept.companyName,
        kept.status,
        kept.isVerified,
        kept.city,
        kept.plan,
        kept.planSince,
        kept.categoryIds,
        kept.createdAt,
        at,
        after === null,
      ],
    );
  }

  /** An exporter the read model had not counted yet: counted from its creation. */
  private async arrive(
    manager: EntityManager,
    id: number,
    state: ExporterState,
    change: Change,
  ): Promise<void> {
    await this.count(manager, null, state);
    await this.months.add(manager, monthOf(state.createdAt), 'new_exporters', 1);
    if (paidPeriod(state))
      await this.subscriptions.start(manager, id, state.plan, state.planSince ?? state.createdAt);
    await this.activity.add(manager, {
      type: 'exporter',
      title: state.companyName,
      status: 'created',
      timestamp: state.createdAt,
      targetId: id,
    });
    if (state.status === 'pending' && change !== 'deleted') {
      await this.notifications.add(manager, {
        title: 'New exporter application',
        message: `${state.companyName} applied to be listed and waits for review.`,
        type: 'application',
        link: '/admin?tab=exporters&filterStatus=pending',
        createdAt: state.createdAt,
      });
    }
  }

  /** From one counted state to the next (null: removed). */
  private async move(
    manager: EntityManager,
    id: number,
    before: ExporterState,
    after: ExporterState | null,
    at: string,
  ): Promise<void> {
    await this.count(manager, before, after);
    if (paidPeriod(before) !== paidPeriod(after)) {
      if (paidPeriod(before)) {
        const end = after && paidPeriod(after) ? (after.planSince ?? at) : at;
        await this.subscriptions.end(manager, id, end);
      }
      if (after && paidPeriod(after))
        await this.subscriptions.start(manager, id, after.plan, after.planSince ?? at);
    }
    if (!after) {
      await this.months.add(manager, monthOf(at), 'removed_exporters', 1);
      await this.activity.add(manager, {
        type: 'exporter',
        title: before.companyName,
        status: 'deleted',
        timestamp: at,
        targetId: id,
      });
    } else if (after.status !== before.status) {
      await this.activity.add(manager, {
        type: 'exporter',
        title: after.companyName,
        status: after.status,
        timestamp: at,
        targetId: id,
      });
    }
  }

  /** Counters, cities and categories from `before` to `after` (null: not counted). */
  private async count(manager: EntityManager, before: ExporterState | null, after: ExporterState | null) {
    const deltas = counterDeltas(before, after);
    await this.counters.add(manager, COUNTERS.exporters, deltas.total);
    await this.counters.add(manager, COUNTERS.pendingExporters, deltas.pending);
    await this.counters.add(manager, COUNTERS.verifiedExporters, deltas.verified);
    const cities = (state: ExporterState | null) => (state?.city ? [state.city] : []);
    for (const [city, delta] of keyDeltas(cities(before), cities(after))) {
      await manager.query(
        `INSERT INTO admin.city_counts (city, exporter_count) VALUES ($1, $2)
           ON CONFLICT (city) DO UPDATE SET exporter_count = city_counts.exporter_count + EXCLUDED.exporter_count`,
        [city, delta],
      );
    }
    for (const [categoryId, delta] of keyDeltas(before?.categoryIds ?? [], after?.categoryIds ?? [])) {
      await manager.query(
        `INSERT INTO admin.categories (id, exporter_count) VALUES ($1, $2)
           ON CONFLICT (id) DO UPDATE SET exporter_count = categories.exporter_count + EXCLUDED.exporter_count`,
        [categoryId, delta],
      );
    }
  }
}
