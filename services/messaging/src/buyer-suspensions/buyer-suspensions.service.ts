import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type { AdminActionEvent } from '@ped/contracts/common';
import {
  BUYER_SUSPENSION_MESSAGES,
  MESSAGING_SUBJECTS,
  type AdminSuspensionsQuery,
  type BuyerSuspensionDto,
  type BuyerSuspensionListDto,
  type BuyerSuspensionParams,
  type SuspendBuyerCommand,
} from '@ped/contracts/messaging';
import { DomainException, OutboxService, requireAdmin } from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import {
  SUSPENSION_FOR_UPDATE_SQL,
  SUSPENSIONS_SQL,
  toSuspension,
  type SuspensionRow,
} from './buyer-suspensions.sql.js';

/**
 * An administrator suspends a buyer from starting conversations and sending inquiries (the checks live in
 * contact-restrictions), with a reason, until an administrator lifts it. Both go to the admin activity log as
 * `messaging.admin_action.recorded`, in the transaction of the change.
 */
@Injectable()
export class BuyerSuspensionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** The buyers suspended now, newest first. */
  async list(ctx: RequestContext, query: AdminSuspensionsQuery): Promise<BuyerSuspensionListDto> {
    requireAdmin(ctx);
    const manager = this.dataSource.manager;
    const [rows, counted] = await Promise.all([
      manager.query<SuspensionRow[]>(SUSPENSIONS_SQL, [query.limit, query.offset]),
      manager.query<{ total: number }[]>('SELECT count(*)::int AS total FROM messaging.buyer_suspensions'),
    ]);
    return { suspensions: rows.map(toSuspension), total: counted[0]?.total ?? 0 };
  }

  async suspend(ctx: RequestContext, command: SuspendBuyerCommand): Promise<BuyerSuspensionDto> {
    const admin = requireAdmin(ctx);
    return this.dataSource.transaction(async (manager) => {
      const [buyer] = await manager.query<unknown[]>(
        'SELECT 1 FROM messaging.buyer_directory WHERE id = $1',
        [command.buyerId],
      );
      if (!buyer) throw new DomainException('BUYER_NOT_FOUND', BUYER_SUSPENSION_MESSAGES.buyerNotFound);
      const [inserted] = await manager.query<unknown[]>(
        `INSERT INTO messaging.buyer_suspensions (buyer_id, reason) VALUES ($1, $2)
         ON CONFLICT (buyer_id) DO NOTHING RETURNING buyer_id`,
        [command.buyerId, command.reason],
      );
      if (!inserted) {
        throw new DomainException('BUYER_ALREADY_SUSPENDED', BUYER_SUSPENSION_MESSAGES.alreadySuspended);
      }
      const suspension = toSuspension((await findSuspension(manager, command.buyerId))!);
      const action: AdminActionEvent = {
        action: 'buyer.suspended',
        targetType: 'buyer',
        targetId: command.buyerId,
        details: `Suspended ${suspension.buyerName} from starting conversations and sending inquiries: ${command.reason}`,
      };
      await this.outbox.add(manager, MESSAGING_SUBJECTS.adminActionRecorded, action, admin, ctx.client);
      return suspension;
    });
  }

  async lift(ctx: RequestContext, { buyerId }: BuyerSuspensionParams): Promise<void> {
    const admin = requireAdmin(ctx);
    await this.dataSource.transaction(async (manager) => {
      const row = await findSuspension(manager, buyerId);
      if (!row) throw new DomainException('SUSPENSION_NOT_FOUND', BUYER_SUSPENSION_MESSAGES.notSuspended);
      await manager.query('DELETE FROM messaging.buyer_suspensions WHERE buyer_id = $1', [buyerId]);
      const suspension = toSuspension(row);
      const action: AdminActionEvent = {
        action: 'buyer.suspension_lifted',
        targetType: 'buyer',
        targetId: buyerId,
        details: `Lifted the suspension of ${suspension.buyerName} (suspended for: ${suspension.reason})`,
      };
      await this.outbox.add(manager, MESSAGING_SUBJECTS.adminActionRecorded, action, admin, ctx.client);
    });
  }
}

/** The buyer's suspension, held for a change by the caller's transaction. */
async function findSuspension(manager: EntityManager, buyerId: number): Promise<SuspensionRow | undefined> {
  const [row] = await manager.query<SuspensionRow[]>(SUSPENSION_FOR_UPDATE_SQL, [buyerId]);
  return row;
}
