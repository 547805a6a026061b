import type { MonthlyFigures } from '../subscriptions/monthly-figures.sql.js';

/**
 * Revenue of a month: every subscription active in it, i.e. started in or before it and not ended before
 * it (a subscription ending in a month still counts in that month).
 */
export function revenueOfMonth(figures: readonly MonthlyFigures[], month: string): number {
  let revenue = 0;
  for (const row of figures) {
    if (row.month <= month) revenue += row.revenueStarted;
    if (row.month < month) revenue -= row.revenueEnded;
  }
  return Math.round(revenue * 100) / 100;
}

/** Exporters counted at the end of a month: added minus removed up to it. */
export function totalAtEndOf(figures: readonly MonthlyFigures[], month: string): number {
  return figures.reduce(
    (total, row) => (row.month <= month ? total + row.newExporters - row.removedExporters : total),
    0,
  );
}

/** Growth from `then` to `now` in percent, one decimal; null when there was nothing then (no such figure). */
export function growthPercent(then: number, now: number): number | null {
  return then > 0 ? Math.round(((now - then) / then) * 1000) / 10 : null;
}
