import { BASIC_PLAN_LIMITS, exporterPlan, type ExporterPlan } from '@ped/contracts/options';
import type { InquiryRow } from './exporter-inquiries.sql.js';

/*
 * Basic shows the contact details of the first 10 inquiries of each calendar month (UTC, by arrival);
 * later ones are kept and listed masked. Whether one is locked is worked out when read, from its place
 * in its month, so an upgrade (or a plan's larger allowance) reveals them with nothing to rewrite.
 */

/** Inquiries a month whose contact details the plan shows; null: all. */
export function monthlyContactLimit(plan: ExporterPlan): number | null {
  return plan === 'basic' ? BASIC_PLAN_LIMITS.inquiryContactsPerMonth : null;
}

export const planOf = (isPremium: boolean): ExporterPlan => exporterPlan(isPremium);

/** `anna@example.com` → `a•••@example.com`: enough to recognise, not to write to. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${[...email][0]}•••${email.slice(at)}`;
}

export function isLocked(row: Pick<InquiryRow, 'month_rank'>, limit: number | null): boolean {
  return limit !== null && row.month_rank > limit;
}
