import {
  VERIFICATION_CHECK_STATUSES,
  VERIFICATION_CHECKS,
  VERIFICATION_REQUEST_STATUSES,
} from '../options/verification.constants.js';
import {
  VERIFICATION_DOCUMENT_TYPES,
  type VerificationDocumentContentType,
} from '../options/verification-documents.constants.js';
import {
  DateTime,
  Nullable,
  NullableInteger,
  NullableString,
  StringEnum,
  Type,
  type Static,
} from '../responses/schema-kit.js';
import type { VerificationEvidence } from './verification.dto.js';

/**
 * The verification ladder's answers (catalog owns them): the exporter's ladder
 * (/api/my-exporter/verification/…), the administrators' review (/api/admin/verification-requests) and the
 * public badge (/api/exporters/{id}/verification).
 */

/** POST /api/my-exporter/verification/email-code: answers where the code went. */
export const VerificationEmailCodeSchema = Type.Object({ sentTo: Type.String(), expiresAt: DateTime() });
export type VerificationEmailCodeDto = Static<typeof VerificationEmailCodeSchema>;

/** POST /api/my-exporter/verification/contact/phone-code: answers where the code went (`sentTo` in E.164). */
export const VerificationPhoneCodeSchema = VerificationEmailCodeSchema;
export type VerificationPhoneCodeDto = Static<typeof VerificationPhoneCodeSchema>;

/**
 * An uploaded evidence file (never public: `url` answers administrators and its exporter only).
 * POST /api/my-exporter/verification/{check}/documents answers one.
 */
export const VerificationFileSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'The name the file was uploaded under' }),
  contentType: StringEnum(Object.keys(VERIFICATION_DOCUMENT_TYPES) as VerificationDocumentContentType[]),
  size: Type.Integer({ description: 'Bytes' }),
  uploadedAt: DateTime(),
  url: Type.String({
    description: '/api/verification-documents/{id}/file: for administrators and the exporter only',
  }),
});
export type VerificationFileDto = Static<typeof VerificationFileSchema>;

const submissionProperties = {
  id: Type.Integer(),
  check: StringEnum(VERIFICATION_CHECKS),
  status: StringEnum(VERIFICATION_REQUEST_STATUSES),
  /** As stored (`verification_requests.documents`): the command's fields. */
  evidence: Type.Unsafe<VerificationEvidence>({
    type: 'object',
    additionalProperties: NullableString(),
    description:
      'The fields submitted for the check (numbers, names, links; contact: e-mail confirmed, phone)',
  }),
  /** The files sent with it (and any added while it waited for review). */
  files: Type.Array(VerificationFileSchema),
  submittedAt: DateTime(),
  adminNotes: NullableString(),
  reviewedAt: Nullable(DateTime()),
};

/** One submission of evidence for a check, whatever its status. */
export const VerificationSubmissionSchema = Type.Object(submissionProperties);
export type VerificationSubmissionDto = Static<typeof VerificationSubmissionSchema>;

/** One rung of the ladder as its exporter sees it (a valid approval wins over a later rejected re-check). */
export const VerificationCheckSchema = Type.Object({
  check: StringEnum(VERIFICATION_CHECKS),
  status: StringEnum(VERIFICATION_CHECK_STATUSES),
  /** The latest submission, whatever its status. */
  submission: Nullable(VerificationSubmissionSchema),
  /** A review keeps them. */
  files: Type.Array(VerificationFileSchema, {
    description: 'Files the exporter may still remove: for the next submission, or with the waiting one',
  }),
  /** The last approval and when it lapses (a year later); null when never approved. */
  approvedAt: Nullable(DateTime()),
  expiresAt: Nullable(DateTime()),
});
export type VerificationCheckDto = Static<typeof VerificationCheckSchema>;

/** GET /api/my-exporter/verification and every submission's answer. */
export const MyVerificationSchema = Type.Object({
  exporterId: Type.Integer(),
  email: Type.String(),
  isVerified: Type.Boolean(),
  checks: Type.Array(VerificationCheckSchema),
});
export type MyVerificationDto = Static<typeof MyVerificationSchema>;

/** GET /api/exporters/{id}/verification: the badge (checks passed and not lapsed, with their dates). */
export const PublicVerificationSchema = Type.Object({
  exporterId: Type.Integer(),
  isVerified: Type.Boolean(),
  checks: Type.Array(
    Type.Object({ check: StringEnum(VERIFICATION_CHECKS), approvedAt: DateTime(), expiresAt: DateTime() }),
  ),
});
export type PublicVerificationDto = Static<typeof PublicVerificationSchema>;

/** GET /api/admin/verification-requests: one submission to review (pending ones first). */
export const AdminVerificationRequestSchema = Type.Object({
  ...submissionProperties,
  exporterId: Type.Integer(),
  companyName: Type.String(),
  email: Type.String(),
  reviewedBy: NullableInteger(),
});
export type AdminVerificationRequestDto = Static<typeof AdminVerificationRequestSchema>;

/** GET /api/admin/verification-requests */
export const AdminVerificationListSchema = Type.Object({
  requests: Type.Array(AdminVerificationRequestSchema),
  pendingCount: Type.Integer(),
});
export type AdminVerificationListDto = Static<typeof AdminVerificationListSchema>;

/** PATCH /api/admin/verification-requests/{id} */
export const VerificationReviewResultSchema = Type.Object({
  id: Type.Integer(),
  status: StringEnum(VERIFICATION_REQUEST_STATUSES),
  exporterId: Type.Integer(),
  /** The exporter's Verified flag after the review (the ladder's rule may have turned it). */
  isVerified: Type.Boolean(),
});
export type VerificationReviewResultDto = Static<typeof VerificationReviewResultSchema>;
