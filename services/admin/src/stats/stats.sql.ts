import { newestActivitySql, type ActivityRow } from '../activity/activity-log.sql.js';
import type { CounterName } from '../counters/counters.constants.js';
import { countersSql } from '../counters/counters.sql.js';
import { MONTHLY_FIGURES_SQL, type MonthlyFiguresRow } from '../subscriptions/monthly-figures.sql.js';

/** A statement's rows as one JSON array. */
const rows = (sql: string) => `(SELECT coalesce(json_agg(r), '[]') FROM (${sql}) r)`;

/**
 * The enhanced figures in one statement, one round trip (the page asks on every visit): each read model's
 * rows as a JSON array. $1 the counters' names (text[]), $2 how many categories, $3 how many cities, $4 how
 * many activity entries.
 */
export const ENHANCED_STATS_SQL = `SELECT ${rows(countersSql('$1'))} AS counters,
              ${rows(MONTHLY_FIGURES_SQL)} AS months,
              ${rows(`SELECT coalesce(name, 'Category ' || id) AS name, exporter_count AS count FROM admin.categories
                        WHERE exporter_count > 0 ORDER BY exporter_count DESC, name LIMIT $2`)} AS top_categories,
              ${rows(`SELECT city, exporter_count AS count FROM admin.city_counts
                        WHERE exporter_count > 0 ORDER BY exporter_count DESC, city LIMIT $3`)} AS cities,
              ${rows(newestActivitySql('$4'))} AS activity`;

/** The row of ENHANCED_STATS_SQL: each read model's rows as JSON. */
export interface EnhancedReads {
  counters: { name: CounterName; value: number }[];
  months: MonthlyFiguresRow[];
  top_categories: { name: string; count: number }[];
  cities: { city: string; count: number }[];
  activity: ActivityRow[];
}
