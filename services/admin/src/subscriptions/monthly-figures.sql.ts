/** A month's deltas (toMonthlyFigures), as the stats' series read them. */
export interface MonthlyFigures {
  month: string;
  newExporters: number;
  removedExporters: number;
  revenueStarted: number;
  revenueEnded: number;
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
