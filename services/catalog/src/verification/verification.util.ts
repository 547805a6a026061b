import type {
  AdminVerificationRequestDto,
  VerificationCheckDto,
  VerificationFileDto,
  VerificationSubmissionDto,
} from '@ped/contracts/catalog';
import {
  verificationDocumentUrl,
  VERIFICATION_CHECKS,
  type VerificationDocumentContentType,
  type VerificationCheck,
  type VerificationCheckStatus,
  type VerificationRequestStatus,
} from '@ped/contracts/options';
import { lapsesAt, type PassedCheck } from './verification.rule.js';
import type { AdminSubmissionRow, FileRow, SubmissionRow } from './verification.sql.js';

export function toFileDto(row: FileRow): VerificationFileDto {
  return {
    id: row.id,
    name: row.document_name,
    contentType: row.content_type as VerificationDocumentContentType,
    size: row.size_bytes,
    uploadedAt: row.created_at.toISOString(),
    url: verificationDocumentUrl(row.id),
  };
}

/** A submission with its files (`files`: any list of file rows; only the submission's are taken). */
export function toSubmissionDto(row: SubmissionRow, files: FileRow[]): VerificationSubmissionDto {
  return {
    id: row.id,
    check: row.check_type as VerificationCheck,
    status: row.status as VerificationRequestStatus,
    evidence: row.documents,
    files: files.filter((file) => file.request_id === row.id).map(toFileDto),
    submittedAt: row.created_at.toISOString(),
    adminNotes: row.admin_notes,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

export function toAdminSubmissionDto(row: AdminSubmissionRow, files: FileRow[]): AdminVerificationRequestDto {
  return {
    ...toSubmissionDto(row, files),
    exporterId: row.exporter_id,
    companyName: row.company_name,
    email: row.email,
    reviewedBy: row.reviewed_by,
  };
}

/**
 * Every rung of the ladder as its exporter sees it: a current approval wins over a later submission. `files`:
 * the exporter's uploads (EXPORTER_FILES_SQL).
 */
export function toCheckDtos(
  passed: PassedCheck[],
  latest: SubmissionRow[],
  files: FileRow[],
  now: Date,
): VerificationCheckDto[] {
  return VERIFICATION_CHECKS.map((check) => {
    const approval = passed.find((item) => item.check === check);
    const row = latest.find((item) => item.check_type === check);
    const expiresAt = approval ? lapsesAt(approval.approvedAt) : null;
    return {
      check,
      status: checkStatus(expiresAt, row?.status, now),
      submission: row ? toSubmissionDto(row, files) : null,
      files: files.filter((file) => file.check_type === check && isRemovable(file)).map(toFileDto),
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

/** Not sent yet, or with a submission still waiting for review. */
export function isRemovable(file: Pick<FileRow, 'request_id' | 'request_status'>): boolean {
  return file.request_id === null || file.request_status === 'pending';
}
