import type { ExporterPlanTier } from '@ped/contracts/options';

/** What exporter $1's event carries beyond the entity: its plan as the database keeps it, and its categories. */
export const EXPORTER_EVENT_EXTRAS_SQL = `SELECT e.plan, e.plan_since,
              ARRAY(SELECT ec.category_id FROM catalog.exporter_categories ec
                     WHERE ec.exporter_id = e.id ORDER BY ec.category_id) AS category_ids
         FROM catalog.exporters e WHERE e.id = $1`;

/** A row of EXPORTER_EVENT_EXTRAS_SQL. */
export interface ExporterEventExtrasRow {
  plan: ExporterPlanTier;
  plan_since: Date | null;
  category_ids: number[];
}
