import type { ActivityItemDto } from '@ped/contracts/admin';
import type { ExporterChangedEvent } from '@ped/contracts/catalog';
import type { ExporterPlanTier } from '@ped/contracts/options';
import { monthOf } from '../months.util.js';
import { paidPeriod, stateOfEvent, type ExporterState } from './exporter-state.util.js';

export type ExporterChange = 'created' | 'updated' | 'deleted';

/** One catalog event of an exporter, as admin.exporter_events keeps it. */
export interface ExporterHistoryEntry {
  change: ExporterChange;
  /** When it occurred (ISO). */
  at: string;
  /** null: the read model's row from before histories were kept. */
  eventId: string | null;
  data: Partial<ExporterChangedEvent>;
}

/** A paid plan from its start to the next plan or the removal (end null: still running). */
export interface PaidPlanPeriod {
  tier: ExporterPlanTier;
  start: string;
  end: string | null;
}

/** What one exporter's history puts in the read models. */
export interface ExporterFigures {
  /** The state the counters, cities and categories count; null once removed. */
  counted: ExporterState | null;
  /** The last state before any removal. */
  latest: ExporterState;
  lastEventAt: string;
  createdMonth: string;
  removedMonth: string | null;
  periods: PaidPlanPeriod[];
  activity: ActivityItemDto[];
}

const CHANGE_ORDER: Record<ExporterChange, number> = { created: 0, updated: 1, deleted: 2 };

/** Time order; equal times by kind (a creation first, a removal last), then event id: the same for any arrival order. */
function inTimeOrder(a: ExporterHistoryEntry, b: ExporterHistoryEntry): number {
  return (
    Date.parse(a.at) - Date.parse(b.at) ||
    CHANGE_ORDER[a.change] - CHANGE_ORDER[b.change] ||
    (a.eventId ?? '').localeCompare(b.eventId ?? '')
  );
}

/**
 * The figures of an exporter's history, whatever order its events arrived in: the states in time order (each
 * filling what an older event lacks from the state before it), up to the removal, a tombstone nothing after it
 * revives. Null for an exporter not heard of.
 */
export function exporterFigures(
  id: number,
  history: readonly ExporterHistoryEntry[],
): ExporterFigures | null {
  if (history.length === 0) return null;
  const entries = [...history].sort(inTimeOrder);
  const removal = entries.find((entry) => entry.change === 'deleted') ?? null;
  const states: { at: string; state: ExporterState }[] = [];
  for (const entry of entries) {
    if (entry === removal) break;
    states.push({ at: entry.at, state: stateOfEvent(entry.data, states.at(-1)?.state ?? null, entry.at) });
  }
  // Heard of through its removal only: the removal's data is all there is.
  if (states.length === 0)
    states.push({ at: removal!.at, state: stateOfEvent(removal!.data, null, removal!.at) });
  const first = states[0]!.state;
  const latest = states[states.length - 1]!.state;

  const activity: ActivityItemDto[] = [
    {
      type: 'exporter',
      title: first.companyName,
      status: 'created',
      timestamp: first.createdAt,
      targetId: id,
    },
  ];
  states.forEach(({ at, state }, i) => {
    if (i > 0 && state.status !== states[i - 1]!.state.status)
      activity.push({
        type: 'exporter',
        title: state.companyName,
        status: state.status,
        timestamp: at,
        targetId: id,
      });
  });
  if (removal)
    activity.push({
      type: 'exporter',
      title: latest.companyName,
      status: 'deleted',
      timestamp: removal.at,
      targetId: id,
    });

  const periods: PaidPlanPeriod[] = [];
  let open: { key: string; tier: ExporterPlanTier; start: string } | null = null;
  const close = (end: string | null) => {
    if (!open) return;
    const ended =
      end === null ? null : new Date(Math.max(Date.parse(open.start), Date.parse(end))).toISOString();
    periods.push({ tier: open.tier, start: open.start, end: ended });
    open = null;
  };
  states.forEach(({ at, state }, i) => {
    const key = paidPeriod(state);
    if (open?.key === key) return;
    // A change to another paid plan ends the last one when the new one begins.
    close(state.plan !== 'basic' ? (state.planSince ?? at) : at);
    if (key) open = { key, tier: state.plan, start: state.planSince ?? (i === 0 ? state.createdAt : at) };
  });
  close(removal?.at ?? null);

  return {
    counted: removal ? null : latest,
    latest,
    lastEventAt: entries[entries.length - 1]!.at,
    createdMonth: monthOf(first.createdAt),
    removedMonth: removal ? monthOf(removal.at) : null,
    periods,
    activity,
  };
}

/** The items of `items` that `other` lacks, counting repeats (a multiset difference). */
export function lackingIn<T>(items: readonly T[], other: readonly T[], key: (item: T) => string): T[] {
  const available = new Map<string, number>();
  for (const item of other) available.set(key(item), (available.get(key(item)) ?? 0) + 1);
  return items.filter((item) => {
    const left = available.get(key(item)) ?? 0;
    if (left > 0) available.set(key(item), left - 1);
    return left === 0;
  });
}
