import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type { AdminNotificationListDto } from '@ped/contracts/admin';
import { requireAdmin } from '@ped/nest-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { COUNTERS } from '../counters/counters.constants.js';
import { CountersService } from '../counters/counters.service.js';
import { NOTIFICATIONS_SQL, toNotificationDto, type NotificationRow } from './notifications.sql.js';

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
    const rows: NotificationRow[] = await this.dataSource.query(NOTIFICATIONS_SQL, [NEWEST]);
    const notifications = rows.map(toNotificationDto);
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
