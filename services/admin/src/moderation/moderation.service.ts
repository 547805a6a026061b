import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventEnvelope, RequestContext } from '@ped/contracts';
import {
  MODERATION_MESSAGES,
  type ModerationItemDto,
  type ModerationListDto,
  type ModerationListQuery,
  type ModerationStatus,
  type ResolveModerationRequest,
} from '@ped/contracts/admin';
import type { ReportFiledEvent } from '@ped/contracts/messaging';
import { DomainException, requireAdmin } from '@ped/nest-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { ActivityLogService } from '../activity/activity-log.service.js';
import { COUNTERS, type CounterName } from '../counters/counters.constants.js';
import { CountersService } from '../counters/counters.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import {
  MODERATION_BY_STATUS_SQL,
  MODERATION_QUEUE_SQL,
  QUEUE_REPORT_SQL,
  toModerationItemDto,
  type ModerationRow,
} from './moderation.sql.js';

const STATUS_COUNTER: Record<ModerationStatus, CounterName> = {
  pending: COUNTERS.moderationPending,
  resolved: COUNTERS.moderationResolved,
  dismissed: COUNTERS.moderationDismissed,
};

/** The moderation queue: messaging's reports, decided by an administrator with a note. */
@Injectable()
export class ModerationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counters: CountersService,
    private readonly notifications: NotificationsService,
    private readonly activityLog: ActivityLogService,
  ) {}

  /** `messaging.report.filed`: a pending row (once per report) and a notification. */
  async reportFiled(manager: EntityManager, event: EventEnvelope<ReportFiledEvent>): Promise<void> {
    const report = event.data;
    const contentType = report.messageId === null ? 'conversation' : 'message';
    const inserted: unknown[] = await manager.query(QUEUE_REPORT_SQL, [
      report.reportId,
      contentType,
      report.messageId ?? report.conversationId,
      report.conversationId,
      report.reporterId,
      report.reporterType,
      report.reason.slice(0, 100),
      report.details,
      report.content?.slice(0, 5000) ?? null,
      report.flags ?? [],
      report.createdAt ?? event.occurredAt,
    ]);
    if (inserted.length === 0) return;
    await this.counters.add(manager, COUNTERS.moderationTotal, 1);
    await this.counters.add(manager, COUNTERS.moderationPending, 1);
    await this.notifications.add(manager, {
      title: 'New report',
      message: `A ${report.reporterType} reported a ${contentType} (${report.reason}).`,
      type: 'report',
      link: '/admin?tab=moderation',
      createdAt: report.createdAt ?? event.occurredAt,
    });
  }

  /** Administrators only: pending first (or one status), newest first; totals from counters. */
  async list(ctx: RequestContext, query: ModerationListQuery): Promise<ModerationListDto> {
    requireAdmin(ctx);
    const rows: ModerationRow[] = query.status
      ? await this.dataSource.query(MODERATION_BY_STATUS_SQL, [query.status, query.limit, query.offset])
      : await this.dataSource.query(MODERATION_QUEUE_SQL, [query.limit, query.offset]);
    const counts = await this.counters.read([
      COUNTERS.moderationTotal,
      COUNTERS.moderationPending,
      ...(query.status ? [STATUS_COUNTER[query.status]] : []),
    ]);
    return {
      items: rows.map(toModerationItemDto),
      total: counts[query.status ? STATUS_COUNTER[query.status] : COUNTERS.moderationTotal],
      pending: counts[COUNTERS.moderationPending],
    };
  }

  /** Administrators only: resolves or dismisses a pending report (409 once decided), logged as an admin action. */
  async resolve(ctx: RequestContext, request: ResolveModerationRequest): Promise<ModerationItemDto> {
    const admin = requireAdmin(ctx);
    return this.dataSource.transaction(async (manager) => {
      const [[row]]: [ModerationRow[], number] = await manager.query(
        `UPDATE admin.moderation_queue SET status = $2, notes = $3, moderated_by = $4, moderated_at = now()
          WHERE id = $1 AND status = 'pending' RETURNING *`,
        [request.id, request.status, request.notes, admin.id],
      );
      if (!row) {
        const [existing]: unknown[] = await manager.query(
          'SELECT 1 FROM admin.moderation_queue WHERE id = $1',
          [request.id],
        );
        throw existing
          ? new DomainException('MODERATION_NOT_PENDING', MODERATION_MESSAGES.notPending)
          : new DomainException('MODERATION_ITEM_NOT_FOUND', MODERATION_MESSAGES.notFound);
      }
      await this.counters.add(manager, COUNTERS.moderationPending, -1);
      await this.counters.add(manager, STATUS_COUNTER[request.status], 1);
      await this.activityLog.record(manager, {
        action: `report.${request.status}`,
        targetType: 'report',
        targetId: row.id,
        details: `${request.status === 'resolved' ? 'Resolved' : 'Dismissed'} a report of a ${row.content_type} (${row.reason}): ${request.notes}`,
        actor: admin,
        client: ctx.client,
        at: new Date().toISOString(),
      });
      return toModerationItemDto(row);
    });
  }
}
