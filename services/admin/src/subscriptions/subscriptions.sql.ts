import type { SubscriptionDto } from '@ped/contracts/admin';

/**
 * The subscription of exporter $1's period on plan tier $2 from $3 to $4 (null: active), at the plan's
 * price; returns its amount.
 */
export const ADD_SUBSCRIPTION_SQL = `INSERT INTO admin.subscriptions (exporter_id, plan_id, status, start_date, end_date, amount)
       SELECT $1, id, CASE WHEN $4::timestamptz IS NULL THEN 'active' ELSE 'ended' END, $3, $4, price
         FROM admin.subscription_plans WHERE tier = $2
       RETURNING amount`;

/** Deletes one subscription of exporter $1 on tier $2 from $3 to $4; returns its amount. */
export const REMOVE_SUBSCRIPTION_SQL = `DELETE FROM admin.subscriptions WHERE id = (
         SELECT s.id FROM admin.subscriptions s JOIN admin.subscription_plans p ON p.id = s.plan_id
          WHERE s.exporter_id = $1 AND p.tier = $2 AND s.start_date = $3
            AND s.end_date IS NOT DISTINCT FROM $4::timestamptz
          LIMIT 1)
       RETURNING amount`;

/** The newest $1 subscriptions, latest start first. */
export const SUBSCRIPTIONS_SQL = `SELECT s.id, s.exporter_id, e.company_name, p.name AS plan, s.status, s.start_date, s.end_date, s.amount,
              p.currency, s.auto_renew
         FROM admin.subscriptions s
         JOIN admin.subscription_plans p ON p.id = s.plan_id
         LEFT JOIN admin.exporters e ON e.id = s.exporter_id
        ORDER BY s.start_date DESC, s.id DESC
        LIMIT $1`;

/** A row of SUBSCRIPTIONS_SQL (amount: numeric, as text). */
export interface SubscriptionRow {
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
}

export const toSubscriptionDto = (row: SubscriptionRow): SubscriptionDto => ({
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
});
