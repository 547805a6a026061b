import type {
  AdminVerificationRequestDto,
  VerificationCheckDto,
  VerificationSubmissionDto,
} from '@ped/contracts/catalog';
import {
  VERIFICATION_CHECKS,
  type VerificationCheck,
  type VerificationCheckStatus,
  type VerificationRequestStatus,
} from '@ped/contracts/options';
import { lapsesAt, type PassedCheck } from './verification.rule.js';
import type { AdminSubmissionRow, SubmissionRow } from './verification.sql.js';

export function toSubmissionDto(row: SubmissionRow): VerificationSubmissionDto {
  return {
    id: row.id,
    check: row.check_type as VerificationCheck,
    status: row.status as VerificationRequestStatus,
    evidence: row.documents,
    submittedAt: row.created_at.toISOString(),
    adminNotes: row.admin_notes,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

export function toAdminSubmissionDto(row: AdminSubmissionRow): AdminVerificationRequestDto {
  return {
    ...toSubmissionDto(row),
    exporterId: row.exporter_id,
    companyName: row.company_name,
    email: row.email,
    reviewedBy: row.reviewed_by,
  };
}

/** Every rung of the ladder as its exporter sees it: a current approval wins over a later submission. */
export function toCheckDtos(
  passed: PassedCheck[],
  latest: SubmissionRow[],
  now: Date,
): VerificationCheckDto[] {
  return VERIFICATION_CHECKS.map((check) => {
    const approval = passed.find((item) => item.check === check);
    const row = latest.find((item) => item.check_type === check);
    const expiresAt = approval ? lapsesAt(approval.approvedAt) : null;
    return {
      check,
      status: checkStatus(expiresAt, row?.status, now),
      submission: row ? toSubmissionDto(row) : null,
      approvedAt: approval?.approvedAt.toISOString() ?? null,
      expiresAt: expiresAt?.toISOString() ?? null,
    };
  });
}

function checkStatus(expiresAt: Date | null, latest: string | undefined, now: Date): VerificationCheckStatus {
  if (expiresAt && expiresAt > now) return 'passed';
  if (latest === 'pending') return 'pending';
  if (expiresAt) return 'lapsed';
  if (latest === 'rejected') return 'rejected';
  return 'not_submitted';
}
