import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type { ActivityItemDto, ActivityListDto, ActivityQuery } from '@ped/contracts/admin';
import { requireAdmin } from '@ped/nest-kit';
import type { DataSource, EntityManager } from 'typeorm';
import {
  ACTIVITY_ITEMS_SQL,
  REMOVE_ACTIVITY_ITEM_SQL,
  toActivityItemDto,
  type ActivityItemRow,
} from './activity-items.sql.js';

/** The platform's recent activity (GET /api/admin/activity): exporters and conversations created or changing status. */
@Injectable()
export class ActivityItemsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async add(manager: EntityManager, item: ActivityItemDto): Promise<void> {
    await manager.query(
      `INSERT INTO admin.activity_items (type, target_id, title, status, occurred_at) VALUES ($1, $2, $3, $4, $5)`,
      [item.type, item.targetId, item.title, item.status, item.timestamp],
    );
  }

  /** Takes back one item `add` wrote (an exporter's history showed it differently once a late event arrived). */
  async remove(manager: EntityManager, item: ActivityItemDto): Promise<void> {
    await manager.query(REMOVE_ACTIVITY_ITEM_SQL, [
      item.type,
      item.targetId,
      item.title,
      item.status,
      item.timestamp,
    ]);
  }

  /** Administrators only: newest first. */
  async list(ctx: RequestContext, query: ActivityQuery): Promise<ActivityListDto> {
    requireAdmin(ctx);
    const rows: ActivityItemRow[] = await this.dataSource.query(ACTIVITY_ITEMS_SQL, [query.limit]);
    return { items: rows.map(toActivityItemDto) };
  }
}
