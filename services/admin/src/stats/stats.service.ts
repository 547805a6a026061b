import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type { AdminEnhancedStatsDto, AdminStatsDto, MonthValueDto } from '@ped/contracts/admin';
import { requireAdmin } from '@ped/nest-kit';
import type { DataSource } from 'typeorm';
import { toActivityDto } from '../activity/activity-log.sql.js';
import { COUNTERS } from '../counters/counters.constants.js';
import { countersOf } from '../counters/counters.sql.js';
import { CountersService } from '../counters/counters.service.js';
import { lastMonths } from '../months.util.js';
import { toMonthlyFigures, type MonthlyFigures } from '../subscriptions/monthly-figures.sql.js';
import { growthPercent, revenueOfMonth, totalAtEndOf } from './monthly-series.util.js';
import { ENHANCED_STATS_SQL, type EnhancedReads } from './stats.sql.js';

const CHART_MONTHS = 6;
const TOP_CATEGORIES = 8;
const TOP_CITIES = 10;
const RECENT_ACTIVITY = 10;

/**
 * The console's figures, all from read models kept by deltas: counters by primary key, one row per month,
 * the few category and city rows with the most exporters. Nothing here counts exporters or subscriptions.
 */
@Injectable()
export class StatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counters: CountersService,
  ) {}

  /** Administrators only. */
  async get(ctx: RequestContext): Promise<AdminStatsDto> {
    requireAdmin(ctx);
    const c = await this.counters.read([
      COUNTERS.verifiedExporters,
      COUNTERS.categories,
      COUNTERS.contacts,
      COUNTERS.exporters,
      COUNTERS.pendingExporters,
      COUNTERS.users,
      COUNTERS.conversations,
    ]);
    return {
      verifiedExporters: c[COUNTERS.verifiedExporters],
      totalCategories: c[COUNTERS.categories],
      totalContacts: c[COUNTERS.contacts],
      totalExporters: c[COUNTERS.exporters],
      pendingExporters: c[COUNTERS.pendingExporters],
      totalUsers: c[COUNTERS.users],
      totalConversations: c[COUNTERS.conversations],
    };
  }

  /**
   * Administrators only. systemHealth, responseTime, analytics.responseTimeMs and analytics.uptime are the
   * gateway's own measurements: it fills them in (0 here).
   */
  async enhanced(ctx: RequestContext): Promise<AdminEnhancedStatsDto> {
    requireAdmin(ctx);
    const counters = [
      COUNTERS.exporters,
      COUNTERS.pendingExporters,
      COUNTERS.contacts,
      COUNTERS.answeredContacts,
    ] as const;
    const [read]: EnhancedReads[] = await this.dataSource.query(ENHANCED_STATS_SQL, [
      counters,
      TOP_CATEGORIES,
      TOP_CITIES,
      RECENT_ACTIVITY,
    ]);
    const c = countersOf(counters, read.counters);
    const figures = read.months.map(toMonthlyFigures);
    const topCategories = read.top_categories;
    const geographicDistribution = read.cities;
    const recentActivity = read.activity.map(toActivityDto);
    const months = lastMonths(CHART_MONTHS);
    const current = months[months.length - 1];
    const series = (value: (month: string) => number): MonthValueDto[] =>
      months.map((month) => ({ month, value: value(month) }));
    const byMonth = new Map<string, MonthlyFigures>(figures.map((row) => [row.month, row]));
    const totalExporters = c[COUNTERS.exporters];
    const [lastMonth] = lastMonths(2);
    const contacts = c[COUNTERS.contacts];
    return {
      totalExporters,
      growthRate: growthPercent(totalAtEndOf(figures, lastMonth), totalExporters),
      monthlyRevenue: revenueOfMonth(figures, current),
      pendingExporters: c[COUNTERS.pendingExporters],
      systemHealth: 0,
      responseTime: 0,
      topCategories,
      recentActivity,
      geographicDistribution,
      revenueByMonth: series((month) => revenueOfMonth(figures, month)),
      newExportersByMonth: series((month) => byMonth.get(month)?.newExporters ?? 0),
      analytics: {
        responseTimeMs: 0,
        inquiryAnswerRate:
          contacts > 0 ? Math.min(100, Math.round((c[COUNTERS.answeredContacts] / contacts) * 1000) / 10) : 0,
        uptime: 0,
      },
    };
  }
}
