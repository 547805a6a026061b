import type { ExporterChangedEvent } from '@ped/contracts/catalog';
import type { ExporterPlanTier } from '@ped/contracts/options';

/** What the admin read models count of one exporter. */
export interface ExporterState {
  companyName: string;
  status: string;
  isVerified: boolean;
  city: string | null;
  plan: ExporterPlanTier;
  /** ISO time the current paid plan began; null on Basic (or unknown). */
  planSince: string | null;
  categoryIds: number[];
  createdAt: string;
}

/** The row of admin.exporters as pg returns it. */
export interface ExporterRow {
  company_name: string;
  status: string;
  is_verified: boolean;
  city: string | null;
  plan: ExporterPlanTier;
  plan_since: Date | null;
  category_ids: number[];
  created_at: Date;
  last_event_at: Date;
  deleted: boolean;
}

export function stateOfRow(row: ExporterRow): ExporterState {
  return {
    companyName: row.company_name,
    status: row.status,
    isVerified: row.is_verified,
    city: row.city,
    plan: row.plan,
    planSince: row.plan_since?.toISOString() ?? null,
    categoryIds: row.category_ids,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The state an event describes. Fields added in issue 19 may be absent in older events: the known state
 * (`previous`) fills them, else the closest fact the event has (isPremium, the event's time).
 */
export function stateOfEvent(
  data: Partial<ExporterChangedEvent>,
  previous: ExporterState | null,
  occurredAt: string,
): ExporterState {
  const city = data.city?.trim() || null;
  const plan = data.plan ?? previous?.plan ?? (data.isPremium ? 'professional' : 'basic');
  const planSince = plan === 'basic' ? null : (data.planSince ?? previous?.planSince ?? null);
  return {
    companyName: data.companyName ?? previous?.companyName ?? 'Unknown',
    status: data.status ?? previous?.status ?? 'pending',
    isVerified: data.isVerified ?? previous?.isVerified ?? false,
    city: data.city === undefined ? (previous?.city ?? null) : city,
    plan,
    planSince: planSince ? new Date(planSince).toISOString() : null,
    categoryIds: [...new Set(data.categoryIds ?? previous?.categoryIds ?? [])].sort((a, b) => a - b),
    createdAt: data.createdAt
      ? new Date(data.createdAt).toISOString()
      : (previous?.createdAt ?? new Date(occurredAt).toISOString()),
  };
}

/** Per-counter change from `before` to `after` (null: not counted, i.e. unknown or removed). */
export function counterDeltas(before: ExporterState | null, after: ExporterState | null) {
  const weight = (state: ExporterState | null, test: (s: ExporterState) => boolean) =>
    state && test(state) ? 1 : 0;
  const delta = (test: (s: ExporterState) => boolean) => weight(after, test) - weight(before, test);
  return {
    total: delta(() => true),
    pending: delta((s) => s.status === 'pending'),
    verified: delta((s) => s.isVerified),
  };
}

/** Per-key change of a multiset (cities, categories) from `before` to `after`. */
export function keyDeltas<K>(before: readonly K[], after: readonly K[]): Map<K, number> {
  const deltas = new Map<K, number>();
  for (const key of before) deltas.set(key, (deltas.get(key) ?? 0) - 1);
  for (const key of after) deltas.set(key, (deltas.get(key) ?? 0) + 1);
  for (const [key, value] of deltas) if (value === 0) deltas.delete(key);
  return deltas;
}

/** The paid plan period a state is in (null on Basic or when not counted). */
export function paidPeriod(state: ExporterState | null): string | null {
  return state && state.plan !== 'basic' ? `${state.plan}@${state.planSince ?? ''}` : null;
}
