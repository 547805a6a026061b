import type { ExporterPlanLimitsDto, ExporterProfileCommand, MyExporterDto } from '@ped/contracts/catalog';
import {
  BASIC_PLAN_LIMITS,
  EXPORTER_PROFILE_DEFAULT_COUNTRY,
  exporterPlan,
  type ExporterPlan,
} from '@ped/contracts/options';
import type { Exporter } from '../exporter/exporter.entity.js';
import { toExporterDto, type ExporterProfileRow } from '../exporter/exporter.util.js';

/** A row of MY_EXPORTER_SQL. */
export interface MyExporterRow extends ExporterProfileRow {
  rejection_reason: string | null;
  updated_at: Date;
}

/** What a plan allows (null: no limit). */
export function planLimits(plan: ExporterPlan): ExporterPlanLimitsDto {
  return plan === 'basic'
    ? {
        products: BASIC_PLAN_LIMITS.products,
        inquiryContactsPerMonth: BASIC_PLAN_LIMITS.inquiryContactsPerMonth,
      }
    : { products: null, inquiryContactsPerMonth: null };
}

export function toMyExporterDto(row: MyExporterRow): MyExporterDto {
  const plan = exporterPlan(row.is_premium);
  return {
    ...toExporterDto(row),
    plan,
    limits: planLimits(plan),
    rejectionReason: row.status === 'rejected' ? row.rejection_reason : null,
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Writes a whole profile command onto an exporter: what is left out is no value, except the country
 * (Pakistan) and the established year (this year), which take their defaults.
 */
export function applyProfile(exporter: Exporter, command: ExporterProfileCommand, now: Date): void {
  exporter.companyName = command.companyName;
  exporter.email = command.email.toLowerCase();
  exporter.description = command.description ?? null;
  exporter.contactPerson = command.contactPerson ?? null;
  exporter.phone = command.phone ?? null;
  exporter.website = command.website ?? null;
  exporter.address = command.address ?? null;
  exporter.city = command.city ?? null;
  exporter.country = command.country ?? EXPORTER_PROFILE_DEFAULT_COUNTRY;
  exporter.establishedYear = command.establishedYear ?? now.getFullYear();
  exporter.employeeCount = command.employeeCount ?? null;
  exporter.certifications = command.certifications ?? [];
}
