import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

type Figure = 'new_exporters' | 'removed_exporters' | 'revenue_started' | 'revenue_ended';

export interface MonthlyFigures {
  month: string;
  newExporters: number;
  removedExporters: number;
  revenueStarted: number;
  revenueEnded: number;
}

/**
 * One row per calendar month (UTC) of deltas: exporters added and removed, subscription amounts started and
 * ended. A month's total or revenue is a running sum over these rows (one per month the platform has
 * existed), never a count over exporters or subscriptions.
 */
@Injectable()
export class MonthlyFiguresService {
  async add(manager: EntityManager, month: string, figure: Figure, delta: number): Promise<void> {
    if (delta === 0) return;
    await manager.query(
      `INSERT INTO admin.monthly_figures (month, ${figure}) VALUES ($1, $2)
         ON CONFLICT (month) DO UPDATE SET ${figure} = monthly_figures.${figure} + EXCLUDED.${figure}`,
      [month, delta],
    );
  }
}

/** Every month's row, oldest first. */
export const MONTHLY_FIGURES_SQL = 'SELECT * FROM admin.monthly_figures ORDER BY month';

/** A row of admin.monthly_figures as JSON (json_agg: the numeric revenues are numbers). */
export interface MonthlyFiguresRow {
  month: string;
  new_exporters: number;
  removed_exporters: number;
  revenue_started: number;
  revenue_ended: number;
}

export const toMonthlyFigures = (row: MonthlyFiguresRow): MonthlyFigures => ({
  month: row.month,
  newExporters: row.new_exporters,
  removedExporters: row.removed_exporters,
  revenueStarted: row.revenue_started,
  revenueEnded: row.revenue_ended,
});
