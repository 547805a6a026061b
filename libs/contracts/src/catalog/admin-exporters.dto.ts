import type { ExporterStatus } from '../options/catalog.constants.js';
import type { ExporterPlanTier } from '../options/plans.constants.js';

/**
 * The admin console's exporter list (issue 19; catalog owns it). The query and command classes that validate
 * these routes live beside them in this file.
 */

/** GET /api/admin/exporters: one row (spec's admin exporter list item plus what the table shows). */
export interface AdminExporterDto {
  id: number;
  companyName: string;
  city: string | null;
  contactPerson: string | null;
  email: string;
  logoUrl: string | null;
  status: ExporterStatus;
  isPremium: boolean;
  plan: ExporterPlanTier;
  isVerified: boolean;
  /** Share of the profile's fields filled, 0–100 (whole percent): see `profileCompleteness` in the catalog. */
  completeness: number;
  createdAt: string;
}

export interface AdminExporterListDto {
  exporters: AdminExporterDto[];
  total: number;
  limit: number;
  offset: number;
}

/** POST /api/admin/bulk-actions: what happened to each id (an id appears in exactly one list). */
export interface BulkActionResultDto {
  action: 'approve' | 'verify';
  succeeded: number[];
  failed: {
    id: number;
    reason: 'EXPORTER_NOT_FOUND' | 'EXPORTER_NOT_PENDING' | 'ALREADY_VERIFIED';
    message: string;
  }[];
}

/** PATCH /api/admin/exporters/{id}/verify */
export interface ExporterVerifyResultDto {
  id: number;
  isVerified: boolean;
}
