import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type { AdminActionEvent } from '@ped/contracts/common';
import {
  ADMIN_BUYER_MESSAGES,
  IDENTITY_SUBJECTS,
  type AdminBuyerListDto,
  type AdminBuyersQuery,
  type BuyerVerifyResultDto,
  type SetBuyerVerifiedRequest,
} from '@ped/contracts/identity';
import { DomainException, OutboxService, requireAdmin } from '@ped/nest-kit';
import { DataSource } from 'typeorm';
import {
  ADMIN_BUYER_FOR_UPDATE_SQL,
  adminBuyerCountSql,
  adminBuyersSql,
  BUYER_FILTERS,
  toAdminBuyer,
  type AdminBuyerRow,
} from './buyer-verification.sql.js';

/**
 * An administrator verifies a buyer's business (or takes it back). The account's flag and the profile's badge
 * change together with `identity.buyer.verified` (messaging's buyer directory shows the badge to exporters)
 * and the admin's `identity.admin_action.recorded`, in one transaction.
 */
@Injectable()
export class BuyerVerificationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** Buyers with their profile's company, country and business type; Pending first, newest first. */
  async list(ctx: RequestContext, query: AdminBuyersQuery): Promise<AdminBuyerListDto> {
    requireAdmin(ctx);
    const manager = this.dataSource.manager;
    const where = query.filter ? BUYER_FILTERS[query.filter] : '';
    const [rows, counted] = await Promise.all([
      manager.query<AdminBuyerRow[]>(adminBuyersSql(where), [query.limit, query.offset]),
      manager.query<{ total: number }[]>(adminBuyerCountSql(where)),
    ]);
    return { buyers: rows.map(toAdminBuyer), total: counted[0]?.total ?? 0 };
  }

  async setVerified(ctx: RequestContext, request: SetBuyerVerifiedRequest): Promise<BuyerVerifyResultDto> {
    const admin = requireAdmin(ctx);
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<AdminBuyerRow[]>(ADMIN_BUYER_FOR_UPDATE_SQL, [request.id]);
      if (!row) throw new DomainException('BUYER_NOT_FOUND', ADMIN_BUYER_MESSAGES.notFound);
      const result = { id: row.id, isVerified: request.isVerified };
      if (row.is_verified === request.isVerified) return result;
      await manager.query(
        'UPDATE identity.buyer_users SET is_verified = $2, updated_at = now() WHERE id = $1',
        [row.id, request.isVerified],
      );
      // The profile's badge too: a later profile completion publishes it, and must not take it back.
      await manager.query(
        'UPDATE identity.buyer_profiles SET is_verified = $2, updated_at = now() WHERE buyer_user_id = $1',
        [row.id, request.isVerified],
      );
      await this.outbox.add(
        manager,
        IDENTITY_SUBJECTS.buyerVerified,
        { buyerUserId: row.id, isVerified: request.isVerified },
        admin,
      );
      const buyer = toAdminBuyer(row);
      const who = buyer.companyName ? `${buyer.name} (${buyer.companyName})` : buyer.name;
      const action: AdminActionEvent = {
        action: request.isVerified ? 'buyer.verified' : 'buyer.unverified',
        targetType: 'buyer',
        targetId: row.id,
        details: `${request.isVerified ? 'Verified' : 'Unverified'} buyer ${who}`,
      };
      await this.outbox.add(manager, IDENTITY_SUBJECTS.adminActionRecorded, action, admin, ctx.client);
      return result;
    });
  }
}
