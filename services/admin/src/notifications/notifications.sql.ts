import type { AdminNotificationDto } from '@ped/contracts/admin';

/** The newest $1 notifications in force. */
export const NOTIFICATIONS_SQL = `SELECT id, title, message, type, is_read, created_at, link FROM admin.system_notifications
        WHERE is_active AND (expires_at IS NULL OR expires_at > now())
        ORDER BY created_at DESC, id DESC LIMIT $1`;

/** A row of NOTIFICATIONS_SQL. */
export interface NotificationRow {
  id: number;
  title: string;
  message: string;
  type: string;
  is_read: boolean;
  created_at: Date;
  link: string | null;
}

export const toNotificationDto = (row: NotificationRow): AdminNotificationDto => ({
  id: row.id,
  title: row.title,
  message: row.message,
  type: row.type,
  isRead: row.is_read,
  createdAt: row.created_at.toISOString(),
  link: row.link,
});
