import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type { SubscriptionDto } from '@ped/contracts/admin';
import { requireAdmin } from '@ped/nest-kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { PaidPlanPeriod } from '../exporters/exporter-history.util.js';
import { monthOf } from '../months.util.js';
import { MonthlyFiguresService } from './monthly-figures.service.js';
import {
  ADD_SUBSCRIPTION_SQL,
  REMOVE_SUBSCRIPTION_SQL,
  SUBSCRIPTIONS_SQL,
  toSubscriptionDto,
  type SubscriptionRow,
} from './subscriptions.sql.js';

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
    const [row]: { amount: string }[] = await manager.query(ADD_SUBSCRIPTION_SQL, [
      exporterId,
      period.tier,
      period.start,
      period.end,
    ]);
    if (row) await this.revenue(manager, period, Number(row.amount));
  }

  /** Takes back what `add` wrote for the same period (the exporter's history showed it differently). */
  async remove(manager: EntityManager, exporterId: number, period: PaidPlanPeriod): Promise<void> {
    const [rows]: [{ amount: string }[], number] = await manager.query(REMOVE_SUBSCRIPTION_SQL, [
      exporterId,
      period.tier,
      period.start,
      period.end,
    ]);
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
    const rows: SubscriptionRow[] = await this.dataSource.query(SUBSCRIPTIONS_SQL, [NEWEST]);
    return rows.map(toSubscriptionDto);
  }
}
