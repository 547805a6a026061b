import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type { SubscriptionDto } from '@ped/contracts/admin';
import type { ExporterPlanTier } from '@ped/contracts/options';
import { requireAdmin } from '@ped/nest-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { monthOf } from '../months.util.js';
import { MonthlyFiguresService } from './monthly-figures.service.js';

const NEWEST = 200;

/**
 * Subscriptions kept from the exporters' plans (catalog events): a paid plan starts one at its `planSince`,
 * a change or removal ends it. Each start and end moves the month's revenue figures.
 */
@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly months: MonthlyFiguresService,
  ) {}

  async start(manager: EntityManager, exporterId: number, tier: ExporterPlanTier, at: string): Promise<void> {
    const [row]: { amount: string }[] = await manager.query(
      `INSERT INTO admin.subscriptions (exporter_id, plan_id, status, start_date, amount)
       SELECT $1, id, 'active', $3, price FROM admin.subscription_plans WHERE tier = $2
       RETURNING amount`,
      [exporterId, tier, at],
    );
    if (row) await this.months.add(manager, monthOf(at), 'revenue_started', Number(row.amount));
  }

  /** Ends the exporter's active subscription (if any) at `at`, never before it started. */
  async end(manager: EntityManager, exporterId: number, at: string): Promise<void> {
    const [[row]]: [{ amount: string; end_date: Date }[], number] = await manager.query(
      `UPDATE admin.subscriptions SET status = 'ended', end_date = greatest(start_date, $2::timestamptz)
        WHERE exporter_id = $1 AND status = 'active'
       RETURNING amount, end_date`,
      [exporterId, at],
    );
    if (row) await this.months.add(manager, monthOf(row.end_date), 'revenue_ended', Number(row.amount));
  }

  /** Administrators only: the newest 200, latest start first. */
  async list(ctx: RequestContext): Promise<SubscriptionDto[]> {
    requireAdmin(ctx);
    const rows: {
      id: number;
      exporter_id: number;
      company_name: string | null;
      plan: string;
      status: 'active' | 'ended';
      start_date: Date;
      end_date: Date | null;
      amount: string;
      currency: string;
      auto_renew: boolean;
    }[] = await this.dataSource.query(
      `SELECT s.id, s.exporter_id, e.company_name, p.name AS plan, s.status, s.start_date, s.end_date, s.amount,
              p.currency, s.auto_renew
         FROM admin.subscriptions s
         JOIN admin.subscription_plans p ON p.id = s.plan_id
         LEFT JOIN admin.exporters e ON e.id = s.exporter_id
        ORDER BY s.start_date DESC, s.id DESC
        LIMIT $1`,
      [NEWEST],
    );
    return rows.map((row) => ({
      id: row.id,
      exporterId: row.exporter_id,
      companyName: row.company_name ?? 'Unknown',
      plan: row.plan,
      status: row.status,
      startDate: row.start_date.toISOString(),
      endDate: row.end_date?.toISOString() ?? null,
      amount: Number(row.amount),
      currency: row.currency,
      autoRenew: row.auto_renew,
    }));
  }
}
