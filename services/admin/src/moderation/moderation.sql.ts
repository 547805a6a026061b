import type { ModerationItemDto, ModerationStatus } from '@ped/contracts/admin';

/**
 * A report as a pending row, once per report ($1 report id; $2–$11 the content, its conversation, the
 * reporter, reason, details, content, flags, filing time); no row when it is already queued.
 */
export const QUEUE_REPORT_SQL = `INSERT INTO admin.moderation_queue (report_id, content_type, content_id, conversation_id, reported_by,
         reporter_type, reason, details, content, flags, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (report_id) DO NOTHING RETURNING id`;

/** A page of one status's rows, newest first. $1 status, $2 limit, $3 offset. */
export const MODERATION_BY_STATUS_SQL = `SELECT * FROM admin.moderation_queue WHERE status = $1
            ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`;

/** A page of the queue, pending first, newest first. $1 limit, $2 offset. */
export const MODERATION_QUEUE_SQL = `SELECT * FROM admin.moderation_queue
            ORDER BY (status = 'pending') DESC, created_at DESC, id DESC LIMIT $1 OFFSET $2`;

/** A row of admin.moderation_queue. */
export interface ModerationRow {
  id: number;
  content_type: string;
  content_id: number;
  conversation_id: number;
  reason: string;
  details: string | null;
  content: string | null;
  flags: string[];
  reporter_type: 'buyer' | 'exporter';
  reported_by: number;
  status: ModerationStatus;
  moderated_by: number | null;
  moderated_at: Date | null;
  notes: string | null;
  created_at: Date;
}

export function toModerationItemDto(row: ModerationRow): ModerationItemDto {
  return {
    id: row.id,
    contentType: row.content_type,
    contentId: row.content_id,
    conversationId: row.conversation_id,
    reason: row.reason,
    details: row.details,
    content: row.content,
    flags: row.flags,
    reporterType: row.reporter_type,
    reportedBy: row.reported_by,
    status: row.status,
    moderatedBy: row.moderated_by,
    moderatedAt: row.moderated_at?.toISOString() ?? null,
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
  };
}
