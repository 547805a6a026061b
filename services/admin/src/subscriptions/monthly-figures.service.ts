import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

type Figure = 'new_exporters' | 'removed_exporters' | 'revenue_started' | 'revenue_ended';

/**
 * One row per calendar month (UTC) of deltas: exporters added and removed, subscription amounts started and
 * ended. A month's total or revenue is a running sum over these rows (one per month the platform has
 * existed), never a count over exporters or subscriptions.
 */
@Injectable()
export class MonthlyFiguresService {
  async add(manager: EntityManager, month: string, figure: Figure, delta: number): Promise<void> {
    if (delta === 0) return;
    await manager.query(
      `INSERT INTO admin.monthly_figures (month, ${figure}) VALUES ($1, $2)
         ON CONFLICT (month) DO UPDATE SET ${figure} = monthly_figures.${figure} + EXCLUDED.${figure}`,
      [month, delta],
    );
  }
}
