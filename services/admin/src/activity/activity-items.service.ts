import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type { ActivityItemDto, ActivityListDto, ActivityQuery } from '@ped/contracts/admin';
import { requireAdmin } from '@ped/nest-kit';
import type { DataSource, EntityManager } from 'typeorm';

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
    await manager.query(
      `DELETE FROM admin.activity_items WHERE id = (
         SELECT id FROM admin.activity_items
          WHERE type = $1 AND target_id = $2 AND title = $3 AND status = $4 AND occurred_at = $5
          LIMIT 1)`,
      [item.type, item.targetId, item.title, item.status, item.timestamp],
    );
  }

  /** Administrators only: newest first. */
  async list(ctx: RequestContext, query: ActivityQuery): Promise<ActivityListDto> {
    requireAdmin(ctx);
    const rows: {
      type: ActivityItemDto['type'];
      target_id: number;
      title: string;
      status: string;
      occurred_at: Date;
    }[] = await this.dataSource.query(
      `SELECT type, target_id, title, status, occurred_at FROM admin.activity_items
        ORDER BY occurred_at DESC, id DESC LIMIT $1`,
      [query.limit],
    );
    return {
      items: rows.map((row) => ({
        type: row.type,
        title: row.title,
        status: row.status,
        timestamp: row.occurred_at.toISOString(),
        targetId: row.target_id,
      })),
    };
  }
}
