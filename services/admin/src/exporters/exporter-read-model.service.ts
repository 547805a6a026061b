import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@ped/contracts';
import type { ActivityItemDto } from '@ped/contracts/admin';
import type { ExporterChangedEvent } from '@ped/contracts/catalog';
import type { EntityManager } from 'typeorm';
import { ActivityItemsService } from '../activity/activity-items.service.js';
import { COUNTERS } from '../counters/counters.constants.js';
import { CountersService } from '../counters/counters.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { MonthlyFiguresService } from '../subscriptions/monthly-figures.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import {
  exporterFigures,
  lackingIn,
  type ExporterChange,
  type ExporterFigures,
  type ExporterHistoryEntry,
  type PaidPlanPeriod,
} from './exporter-history.util.js';
import { UPSERT_EXPORTER_SQL } from './exporter-read-model.sql.js';
import {
  counterDeltas,
  keyDeltas,
  stateOfEvent,
  stateOfRow,
  type ExporterRow,
  type ExporterState,
} from './exporter-state.util.js';

/** The advisory lock class of one exporter's history (its id is the second key). */
const EXPORTER_LOCK = 19_001;

const periodKey = (p: PaidPlanPeriod) => `${p.tier}|${p.start}|${p.end ?? ''}`;
const itemKey = (item: ActivityItemDto) => `${item.status}|${item.timestamp}|${item.title}`;

/**
 * The exporters as the catalog's events describe them, and every figure kept from them: the counters,
 * exporters per city and per category, new and removed per month, subscriptions and their revenue, the
 * activity list.
 *
 * Convergence: duplicates never reach here (the inbox). Each event joins the exporter's history
 * (admin.exporter_events); the figures of the history without it and with it are computed
 * (exporter-history.util.ts) and only their difference is written. An event that arrives late therefore takes
 * its place in time: whatever the delivery order, the figures end as the events in time order make them.
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
    change: ExporterChange,
  ): Promise<void> {
    const data = event.data as Partial<ExporterChangedEvent>;
    const id = data.id;
    if (!Number.isInteger(id)) throw new Error(`exporter event ${event.id} has no exporter id`);
    const entry: ExporterHistoryEntry = {
      change,
      at: new Date(event.occurredAt).toISOString(),
      eventId: event.id,
      data,
    };
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [EXPORTER_LOCK, id]);
    const history = await this.history(manager, id!);
    await manager.query(
      `INSERT INTO admin.exporter_events (exporter_id, event_id, change, occurred_at, data)
       VALUES ($1, $2, $3, $4, $5)`,
      [id, entry.eventId, change, entry.at, JSON.stringify(data)],
    );
    const before = exporterFigures(id!, history);
    const after = exporterFigures(id!, [...history, entry])!;
    await this.write(manager, id!, before, after);
    // Each application once: its creation event says whether it waits for review.
    const created = change === 'created' ? stateOfEvent(data, null, entry.at) : null;
    if (created?.status === 'pending') {
      await this.notifications.add(manager, {
        title: 'New exporter application',
        message: `${created.companyName} applied to be listed and waits for review.`,
        type: 'application',
        link: '/admin?tab=exporters&filterStatus=pending',
        createdAt: created.createdAt,
      });
    }
  }

  /**
   * The exporter's history so far. A read-model row without one (kept before histories were, or seeded in
   * bulk) becomes its first entry: the state it stood at.
   */
  private async history(manager: EntityManager, id: number): Promise<ExporterHistoryEntry[]> {
    const rows: { change: ExporterChange; occurred_at: Date; event_id: string | null; data: object }[] =
      await manager.query(
        'SELECT change, occurred_at, event_id, data FROM admin.exporter_events WHERE exporter_id = $1',
        [id],
      );
    if (rows.length > 0)
      return rows.map((row) => ({
        change: row.change,
        at: row.occurred_at.toISOString(),
        eventId: row.event_id,
        data: row.data,
      }));
    const [row]: ExporterRow[] = await manager.query('SELECT * FROM admin.exporters WHERE id = $1', [id]);
    if (!row) return [];
    const state = stateOfRow(row);
    const entry: ExporterHistoryEntry = {
      change: row.deleted ? 'deleted' : 'updated',
      at: row.last_event_at.toISOString(),
      eventId: null,
      data: { id, ...state, status: state.status as ExporterChangedEvent['status'] },
    };
    await manager.query(
      `INSERT INTO admin.exporter_events (exporter_id, event_id, change, occurred_at, data)
       VALUES ($1, NULL, $2, $3, $4)`,
      [id, entry.change, entry.at, JSON.stringify(entry.data)],
    );
    return [entry];
  }

  /** Writes what changed from `before` (null: not heard of) to `after`. */
  private async write(
    manager: EntityManager,
    id: number,
    before: ExporterFigures | null,
    after: ExporterFigures,
  ): Promise<void> {
    await this.count(manager, before?.counted ?? null, after.counted);
    await this.moveMonth(manager, 'new_exporters', before?.createdMonth ?? null, after.createdMonth);
    await this.moveMonth(manager, 'removed_exporters', before?.removedMonth ?? null, after.removedMonth);

    const periodsBefore = before?.periods ?? [];
    for (const period of lackingIn(periodsBefore, after.periods, periodKey))
      await this.subscriptions.remove(manager, id, period);
    for (const period of lackingIn(after.periods, periodsBefore, periodKey))
      await this.subscriptions.add(manager, id, period);

    const itemsBefore = before?.activity ?? [];
    for (const item of lackingIn(itemsBefore, after.activity, itemKey))
      await this.activity.remove(manager, item);
    for (const item of lackingIn(after.activity, itemsBefore, itemKey))
      await this.activity.add(manager, item);

    const kept = after.latest;
    await manager.query(UPSERT_EXPORTER_SQL, [
      id,
      kept.companyName,
      kept.status,
      kept.isVerified,
      kept.city,
      kept.plan,
      kept.planSince,
      kept.categoryIds,
      kept.createdAt,
      after.lastEventAt,
      after.counted === null,
    ]);
  }

  /** One exporter counted in another month (null: in none). */
  private async moveMonth(
    manager: EntityManager,
    figure: 'new_exporters' | 'removed_exporters',
    from: string | null,
    to: string | null,
  ): Promise<void> {
    if (from === to) return;
    if (from) await this.months.add(manager, from, figure, -1);
    if (to) await this.months.add(manager, to, figure, 1);
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
