import { EXPORTER_PLAN_TIERS } from '../options/plans.constants.js';
import { ADMIN_EXPORTER_COUNT_LIMIT, EXPORTER_STATUSES } from '../options/catalog.constants.js';
import {
  DateTime,
  Nullable,
  NullableInteger,
  NullableString,
  StringEnum,
  Type,
  type Static,
} from '../responses/schema-kit.js';
import { BULK_ACTIONS, BULK_FAILURE_REASONS } from './admin-exporters.dto.js';

/** The admin console's exporter answers (issue 19; catalog owns them). */

const CAP = ADMIN_EXPORTER_COUNT_LIMIT.toLocaleString('en-US');

/** GET /api/admin/exporters: one row (spec's admin exporter list item plus what the table shows). */
export const AdminExporterSchema = Type.Object({
  id: Type.Integer(),
  companyName: Type.String(),
  city: NullableString(),
  contactPerson: NullableString(),
  email: Type.String(),
  logoUrl: NullableString(),
  status: StringEnum(EXPORTER_STATUSES),
  isPremium: Type.Boolean(),
  plan: StringEnum(EXPORTER_PLAN_TIERS),
  isVerified: Type.Boolean(),
  /** 0–100: see `profileCompleteness` in the catalog. */
  completeness: Type.Integer({
    minimum: 0,
    maximum: 100,
    description: 'Share of the profile filled, whole percent',
  }),
  createdAt: DateTime(),
});
export type AdminExporterDto = Static<typeof AdminExporterSchema>;

/** GET /api/admin/exporters */
export const AdminExporterListSchema = Type.Object({
  exporters: Type.Array(AdminExporterSchema),
  /** Past the limit a lower bound: at least the limit and the rows up to this page's end. */
  total: Type.Integer({
    description: `Every match, counted up to ${CAP}; past that a lower bound (then totalCapped)`,
  }),
  totalCapped: Type.Boolean({ description: `More exporters match than total says ("${CAP}+")` }),
  limit: Type.Integer(),
  offset: Type.Integer(),
});
export type AdminExporterListDto = Static<typeof AdminExporterListSchema>;

/** PATCH /api/admin/exporters/{id}/status */
export const ExporterStatusResultSchema = Type.Object({
  id: Type.Integer(),
  status: StringEnum(EXPORTER_STATUSES),
});
export type ExporterStatusResultDto = Static<typeof ExporterStatusResultSchema>;

/** PATCH /api/admin/exporters/{id}/verify */
export const ExporterVerifyResultSchema = Type.Object({
  id: Type.Integer(),
  isVerified: Type.Boolean(),
});
export type ExporterVerifyResultDto = Static<typeof ExporterVerifyResultSchema>;

/**
 * POST /api/admin/bulk-actions: what happened to each id (an id appears in exactly one list). Why one failed:
 * approve, not found or not pending; verify, not found, rejected or verified already.
 */
export const BulkActionResultSchema = Type.Object({
  action: StringEnum(BULK_ACTIONS),
  succeeded: Type.Array(Type.Integer()),
  failed: Type.Array(
    Type.Object({
      id: Type.Integer(),
      reason: StringEnum(BULK_FAILURE_REASONS),
      message: Type.String(),
    }),
  ),
});
export type BulkActionResultDto = Static<typeof BulkActionResultSchema>;

/** GET /api/admin/verification-documents: one document an exporter sent for verification. */
export const VerificationDocumentSchema = Type.Object({
  id: Type.Integer(),
  exporterId: Type.Integer(),
  /** The exporter's company (the list shows whose document it is). */
  companyName: Type.String(),
  documentType: Type.String(),
  documentName: Type.String(),
  fileUrl: Type.String(),
  status: Type.String(),
  reviewedBy: NullableInteger(),
  reviewedAt: Nullable(DateTime()),
  notes: NullableString(),
  createdAt: DateTime(),
});
export type VerificationDocumentDto = Static<typeof VerificationDocumentSchema>;

/** GET /api/admin/verification-documents */
export const VerificationDocumentListSchema = Type.Object({
  documents: Type.Array(VerificationDocumentSchema),
});
export type VerificationDocumentListDto = Static<typeof VerificationDocumentListSchema>;
