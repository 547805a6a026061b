import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type { AdminActionEvent } from '@ped/contracts/common';
import {
  ADMIN_BUYER_MESSAGES,
  IDENTITY_SUBJECTS,
  type AdminBuyerDto,
  type AdminBuyerListDto,
  type AdminBuyersQuery,
  type BuyerVerifyResultDto,
  type SetBuyerVerifiedRequest,
} from '@ped/contracts/identity';
import { DomainException, OutboxService, requireAdmin } from '@ped/nest-kit';
import { DataSource } from 'typeorm';

interface AdminBuyerRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_verified: boolean;
  created_at: Date;
  company_name: string | null;
  country: string | null;
  business_type: string | null;
}

const FILTERS = { pending: 'WHERE NOT u.is_verified', verified: 'WHERE u.is_verified' } as const;

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
    const where = query.filter ? FILTERS[query.filter] : '';
    const [rows, counted] = await Promise.all([
      manager.query<AdminBuyerRow[]>(
        `SELECT u.id, u.email, u.first_name, u.last_name, u.is_verified, u.created_at,
                p.company_name, p.country, p.business_type
           FROM identity.buyer_users u
           LEFT JOIN identity.buyer_profiles p ON p.buyer_user_id = u.id
           ${where}
          ORDER BY u.is_verified, u.created_at DESC, u.id DESC
          LIMIT $1 OFFSET $2`,
        [query.limit, query.offset],
      ),
      manager.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM identity.buyer_users u ${where}`,
      ),
    ]);
    return { buyers: rows.map(toAdminBuyer), total: counted[0]?.total ?? 0 };
  }

  async setVerified(ctx: RequestContext, request: SetBuyerVerifiedRequest): Promise<BuyerVerifyResultDto> {
    const admin = requireAdmin(ctx);
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<AdminBuyerRow[]>(
        `SELECT u.id, u.email, u.first_name, u.last_name, u.is_verified, u.created_at,
                p.company_name, p.country, p.business_type
           FROM identity.buyer_users u
           LEFT JOIN identity.buyer_profiles p ON p.buyer_user_id = u.id
          WHERE u.id = $1 FOR UPDATE OF u`,
        [request.id],
      );
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

/** The buyer's name, else its e-mail (a buyer who has not completed the profile has no name). */
function toAdminBuyer(row: AdminBuyerRow): AdminBuyerDto {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    email: row.email,
    name: name || row.email,
    companyName: row.company_name,
    country: row.country,
    businessType: row.business_type,
    isVerified: row.is_verified,
    createdAt: row.created_at.toISOString(),
  };
}
