import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type { AdminNotificationDto, AdminNotificationListDto } from '@ped/contracts/admin';
import { requireAdmin } from '@ped/nest-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { COUNTERS } from '../counters/counters.constants.js';
import { CountersService } from '../counters/counters.service.js';

const NEWEST = 50;

export interface NewNotification {
  title: string;
  message: string;
  /** `application`, `report`, `system`. */
  type: 'application' | 'report' | 'system';
  link: string | null;
  createdAt: string;
}

/** The admins' notifications (new applications, reports); the unread count is a counter. */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counters: CountersService,
  ) {}

  async add(manager: EntityManager, notification: NewNotification): Promise<void> {
    await manager.query(
      `INSERT INTO admin.system_notifications (title, message, type, link, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        notification.title,
        notification.message,
        notification.type,
        notification.link,
        notification.createdAt,
      ],
    );
    await this.counters.add(manager, COUNTERS.unreadNotifications, 1);
  }

  /** Administrators only: the newest 50 in force, and how many are unread. */
  async list(ctx: RequestContext): Promise<AdminNotificationListDto> {
    requireAdmin(ctx);
    const rows: {
      id: number;
      title: string;
      message: string;
      type: string;
      is_read: boolean;
      created_at: Date;
      link: string | null;
    }[] = await this.dataSource.query(
      `SELECT id, title, message, type, is_read, created_at, link FROM admin.system_notifications
        WHERE is_active AND (expires_at IS NULL OR expires_at > now())
        ORDER BY created_at DESC, id DESC LIMIT $1`,
      [NEWEST],
    );
    const notifications: AdminNotificationDto[] = rows.map((row) => ({
      id: row.id,
      title: row.title,
      message: row.message,
      type: row.type,
      isRead: row.is_read,
      createdAt: row.created_at.toISOString(),
      link: row.link,
    }));
    const { [COUNTERS.unreadNotifications]: unread } = await this.counters.read([
      COUNTERS.unreadNotifications,
    ]);
    return { notifications, unread };
  }

  /** Administrators only: marks every notification read (the counter drops by as many as were unread). */
  async markAllRead(ctx: RequestContext): Promise<void> {
    requireAdmin(ctx);
    await this.dataSource.transaction(async (manager) => {
      const [, marked]: [unknown, number] = await manager.query(
        'UPDATE admin.system_notifications SET is_read = true WHERE NOT is_read',
      );
      await this.counters.add(manager, COUNTERS.unreadNotifications, -marked);
    });
  }
}
