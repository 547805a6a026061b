import type { ActivityItemDto } from '@ped/contracts/admin';

/** Deletes one row equal to the item ($1 type, $2 target id, $3 title, $4 status, $5 time). */
export const REMOVE_ACTIVITY_ITEM_SQL = `DELETE FROM admin.activity_items WHERE id = (
         SELECT id FROM admin.activity_items
          WHERE type = $1 AND target_id = $2 AND title = $3 AND status = $4 AND occurred_at = $5
          LIMIT 1)`;

/** The newest $1 items. */
export const ACTIVITY_ITEMS_SQL = `SELECT type, target_id, title, status, occurred_at FROM admin.activity_items
        ORDER BY occurred_at DESC, id DESC LIMIT $1`;

/** A row of ACTIVITY_ITEMS_SQL. */
export interface ActivityItemRow {
  type: ActivityItemDto['type'];
  target_id: number;
  title: string;
  status: string;
  occurred_at: Date;
}

export const toActivityItemDto = (row: ActivityItemRow): ActivityItemDto => ({
  type: row.type,
  title: row.title,
  status: row.status,
  timestamp: row.occurred_at.toISOString(),
  targetId: row.target_id,
});
