import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Principal, RequestContext } from '@ped/contracts';
import type { AdminActionEvent } from '@ped/contracts/common';
import {
  ADMIN_CONVERSATION_MESSAGES,
  CONVERSATION_MESSAGES,
  MESSAGING_SUBJECTS,
  type AdminConversationListDto,
  type AdminConversationsQuery,
  type ConversationStatus,
  type ModerateConversationRequest,
  type ModerateConversationResultDto,
} from '@ped/contracts/messaging';
import { DomainException, OutboxService, requireAdmin } from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { liftContactBlock, recordContactBlock } from '../contact-restrictions/contact-restrictions.js';
import {
  ADMIN_CONVERSATION_FOR_UPDATE_SQL,
  adminConversationCountSql,
  adminConversationsSql,
  toAdminConversation,
  type AdminConversationRow,
} from './admin-conversations.sql.js';

const MODERATED: Record<'block' | 'archive', { status: ConversationStatus; verb: string }> = {
  block: { status: 'blocked', verb: 'Blocked' },
  archive: { status: 'archived', verb: 'Archived' },
};

/**
 * The admin console's conversations. The list reads messaging's own tables and read models; blocking, archiving
 * or unblocking publishes `messaging.conversation.status_changed` for each conversation it changes (the parties'
 * open pages follow live) and the admin's `messaging.admin_action.recorded`, in the transaction of the change.
 */
@Injectable()
export class AdminConversationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async list(ctx: RequestContext, query: AdminConversationsQuery): Promise<AdminConversationListDto> {
    requireAdmin(ctx);
    const manager = this.dataSource.manager;
    const params: unknown[] = query.status ? [query.status] : [];
    const where = query.status ? 'WHERE c.status = $1' : '';
    const n = params.length;
    // The page first, then its parties and message counts (counted for the page's rows only).
    const [rows, counted] = await Promise.all([
      manager.query<AdminConversationRow[]>(adminConversationsSql(where, n), [
        ...params,
        query.limit,
        query.offset,
      ]),
      manager.query<{ total: number }[]>(adminConversationCountSql(where), params),
    ]);
    return { conversations: rows.map(toAdminConversation), total: counted[0]?.total ?? 0 };
  }

  /**
   * Block (an active conversation only: its pair is blocked too), archive (from any state; archiving an archived
   * one changes nothing, and a blocked pair stays blocked), or unblock.
   */
  async moderate(
    ctx: RequestContext,
    request: ModerateConversationRequest,
  ): Promise<ModerateConversationResultDto> {
    const admin = requireAdmin(ctx);
    return this.dataSource.transaction(async (manager) => {
      // FOR UPDATE OF c: the joined read models stay unlocked (their consumers keep running).
      const [row] = await manager.query<AdminConversationRow[]>(ADMIN_CONVERSATION_FOR_UPDATE_SQL, [
        request.id,
      ]);
      if (!row) throw new DomainException('CONVERSATION_NOT_FOUND', CONVERSATION_MESSAGES.notFound);
      if (request.action === 'unblock') return this.unblock(ctx, manager, admin, row);
      const { status, verb } = MODERATED[request.action];
      if (request.action === 'block' && row.status !== 'active') {
        throw new DomainException(
          'CONVERSATION_NOT_ACTIVE',
          ADMIN_CONVERSATION_MESSAGES.notActive(row.status),
        );
      }
      if (row.status === status) return { id: row.id, status };
      await manager.query(
        'UPDATE messaging.conversations SET status = $2, updated_at = now() WHERE id = $1',
        [row.id, status],
      );
      if (status === 'blocked') {
        await recordContactBlock(
          manager,
          { buyerId: row.buyer_id, exporterId: row.exporter_id },
          row.id,
          'admin',
        );
      }
      await this.outbox.add(
        manager,
        MESSAGING_SUBJECTS.conversationStatusChanged,
        {
          conversationId: row.id,
          buyerId: row.buyer_id,
          exporterUserId: row.exporter_user_id,
          status,
          changedBy: 'admin',
        },
        admin,
      );
      const conversation = toAdminConversation(row);
      const action: AdminActionEvent = {
        action: `conversation.${status}`,
        targetType: 'conversation',
        targetId: row.id,
        details: `${verb} the conversation "${row.subject}" between ${conversation.buyerName} and ${conversation.exporterName}`,
      };
      await this.outbox.add(manager, MESSAGING_SUBJECTS.adminActionRecorded, action, admin, ctx.client);
      return { id: row.id, status };
    });
  }

  /**
   * Lifts the block of the conversation's buyer and exporter (this conversation may be the blocked one, or another
   * of theirs, or the blocked one archived since); their blocked conversations become active again.
   */
  private async unblock(
    ctx: RequestContext,
    manager: EntityManager,
    admin: Principal,
    row: AdminConversationRow,
  ): Promise<ModerateConversationResultDto> {
    const pair = { buyerId: row.buyer_id, exporterId: row.exporter_id };
    if (!(await liftContactBlock(manager, pair))) {
      throw new DomainException('CONVERSATION_NOT_BLOCKED', ADMIN_CONVERSATION_MESSAGES.notBlocked);
    }
    const [reopened] = await manager.query<[{ id: number }[], number]>(
      `UPDATE messaging.conversations SET status = 'active', updated_at = now()
        WHERE buyer_id = $1 AND exporter_id = $2 AND status = 'blocked' RETURNING id`,
      [pair.buyerId, pair.exporterId],
    );
    for (const { id } of reopened) {
      await this.outbox.add(
        manager,
        MESSAGING_SUBJECTS.conversationStatusChanged,
        {
          conversationId: id,
          buyerId: row.buyer_id,
          exporterUserId: row.exporter_user_id,
          status: 'active',
          changedBy: 'admin',
        },
        admin,
      );
    }
    const conversation = toAdminConversation(row);
    const action: AdminActionEvent = {
      action: 'conversation.unblocked',
      targetType: 'conversation',
      targetId: row.id,
      details: `Unblocked ${conversation.buyerName} and ${conversation.exporterName} (the conversation "${row.subject}")`,
    };
    await this.outbox.add(manager, MESSAGING_SUBJECTS.adminActionRecorded, action, admin, ctx.client);
    return { id: row.id, status: reopened.some(({ id }) => id === row.id) ? 'active' : row.status };
  }
}
