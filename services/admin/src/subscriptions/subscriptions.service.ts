import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type { SubscriptionDto } from '@ped/contracts/admin';
import { requireAdmin } from '@ped/nest-kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { PaidPlanPeriod } from '../exporters/exporter-history.util.js';
import { monthOf } from '../months.util.js';
import { MonthlyFiguresService } from './monthly-figures.service.js';

const NEWEST = 200;

/**
 * Subscriptions kept from the exporters' plans (catalog events): each paid plan's period, from its `planSince`
 * to the next plan or the removal (exporter-history.util.ts). Each start and end moves the month's revenue.
 */
@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly months: MonthlyFiguresService,
  ) {}

  /** A paid plan's period becomes a subscription (ended when `end` is set); its amount joins the months' revenue. */
  async add(manager: EntityManager, exporterId: number, period: PaidPlanPeriod): Promise<void> {
    const [row]: { amount: string }[] = await manager.query(
      `INSERT INTO admin.subscriptions (exporter_id, plan_id, status, start_date, end_date, amount)
       SELECT $1, id, CASE WHEN $4::timestamptz IS NULL THEN 'active' ELSE 'ended' END, $3, $4, price
         FROM admin.subscription_plans WHERE tier = $2
       RETURNING amount`,
      [exporterId, period.tier, period.start, period.end],
    );
    if (row) await this.revenue(manager, period, Number(row.amount));
  }

  /** Takes back what `add` wrote for the same period (the exporter's history showed it differently). */
  async remove(manager: EntityManager, exporterId: number, period: PaidPlanPeriod): Promise<void> {
    const [rows]: [{ amount: string }[], number] = await manager.query(
      `DELETE FROM admin.subscriptions WHERE id = (
         SELECT s.id FROM admin.subscriptions s JOIN admin.subscription_plans p ON p.id = s.plan_id
          WHERE s.exporter_id = $1 AND p.tier = $2 AND s.start_date = $3
            AND s.end_date IS NOT DISTINCT FROM $4::timestamptz
          LIMIT 1)
       RETURNING amount`,
      [exporterId, period.tier, period.start, period.end],
    );
    if (rows[0]) await this.revenue(manager, period, -Number(rows[0].amount));
  }

  /** Revenue starts in the month the period starts and stops after the month it ends. */
  private async revenue(manager: EntityManager, period: PaidPlanPeriod, amount: number): Promise<void> {
    await this.months.add(manager, monthOf(period.start), 'revenue_started', amount);
    if (period.end) await this.months.add(manager, monthOf(period.end), 'revenue_ended', amount);
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
