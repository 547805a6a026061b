import type { VerificationDocumentStoredDto } from '@ped/contracts/catalog';
import type { VerificationDocumentContentType } from '@ped/contracts/options';

/** The checks an exporter passed, each with its last approval (lapsed ones included: the rule filters). */
export const PASSED_CHECKS_SQL = `
  SELECT checklist_item, completed_at FROM catalog.verification_checklists
   WHERE exporter_id = $1 AND is_completed AND completed_at IS NOT NULL`;

/** The latest submission of each check of an exporter. */
export const LATEST_SUBMISSIONS_SQL = `
  SELECT DISTINCT ON (check_type) id, check_type, status, documents, created_at, admin_notes, reviewed_at
    FROM catalog.verification_requests
   WHERE exporter_id = $1
   ORDER BY check_type, id DESC`;

/** The console's list: pending submissions first (oldest first), then the reviewed ones, newest first. */
export const ADMIN_LIST_SQL = `
  SELECT r.id, r.exporter_id, e.company_name, e.email, r.check_type, r.status, r.documents, r.created_at,
         r.admin_notes, r.reviewed_at, r.reviewed_by
    FROM catalog.verification_requests r
    JOIN catalog.exporters e ON e.id = r.exporter_id
   WHERE $1::text IS NULL OR r.status = $1
   ORDER BY r.status <> 'pending', CASE WHEN r.status = 'pending' THEN r.created_at END,
            r.reviewed_at DESC NULLS LAST, r.id DESC
   LIMIT 200`;

/** An approval: the check's checklist row takes the new date (a re-check restarts its year). */
export const APPROVE_CHECK_SQL = `
  INSERT INTO catalog.verification_checklists
      (exporter_id, checklist_item, is_completed, completed_by, completed_at, notes, request_id)
  VALUES ($1, $2, true, $3, now(), $4, $5)
  ON CONFLICT (exporter_id, checklist_item) DO UPDATE
     SET is_completed = true, completed_by = EXCLUDED.completed_by, completed_at = EXCLUDED.completed_at,
         notes = EXCLUDED.notes, request_id = EXCLUDED.request_id`;

/** An exporter's uploaded files, with the status of the submission that took each (null: not sent yet). */
export const EXPORTER_FILES_SQL = `
  SELECT d.id, d.check_type, d.request_id, r.status AS request_status, d.document_name, d.content_type,
         d.size_bytes, d.created_at
    FROM catalog.verification_documents d
    LEFT JOIN catalog.verification_requests r ON r.id = d.request_id
   WHERE d.exporter_id = $1 AND d.storage_key IS NOT NULL
   ORDER BY d.id`;

/** The uploaded files of some submissions (the console's list). */
export const SUBMISSION_FILES_SQL = `
  SELECT d.id, d.check_type, d.request_id, NULL AS request_status, d.document_name, d.content_type,
         d.size_bytes, d.created_at
    FROM catalog.verification_documents d
   WHERE d.request_id = ANY($1::int[]) AND d.storage_key IS NOT NULL
   ORDER BY d.id`;

/** Exporter $1's code for its address $2 (hash $3), for $4 minutes; replaces its last. Returns when it expires. */
export const SAVE_EMAIL_CODE_SQL = `INSERT INTO catalog.verification_email_codes (exporter_id, email, code_hash, expires_at)
         VALUES ($1, $2, $3, now() + $4 * interval '1 minute')
         ON CONFLICT (exporter_id) DO UPDATE
            SET email = EXCLUDED.email, code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at,
                attempts = 0, created_at = now()
         RETURNING expires_at`;

/** Exporter $1's code for the number $2 (hash $3), for $4 minutes; replaces its last. Returns when it expires. */
export const SAVE_PHONE_CODE_SQL = `INSERT INTO catalog.verification_phone_codes (exporter_id, phone, code_hash, expires_at)
         VALUES ($1, $2, $3, now() + $4 * interval '1 minute')
         ON CONFLICT (exporter_id) DO UPDATE
            SET phone = EXCLUDED.phone, code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at,
                attempts = 0, created_at = now()
         RETURNING expires_at`;

/**
 * An uploaded file: $1 id, $2 exporter, $3 name, $4 url, $5 the waiting submission (or null), $6 check,
 * $7 storage key, $8 content type, $9 size. Returns it as a FileRow (no request_status).
 */
export const ADD_UPLOADED_FILE_SQL = `INSERT INTO catalog.verification_documents
             (id, exporter_id, document_type, document_name, file_url, request_id, check_type, storage_key,
              content_type, size_bytes)
         VALUES ($1, $2, 'uploaded_file', $3, $4, $5, $6, $7, $8, $9)
         RETURNING id, check_type, request_id, document_name, content_type, size_bytes, created_at`;

/** Uploaded file $1 of account $2's exporter, with its submission's status, locked for removal. */
export const OWN_FILE_FOR_UPDATE_SQL = `SELECT d.id, d.document_name, d.content_type, d.size_bytes, d.storage_key, d.request_id,
                r.status AS request_status
           FROM catalog.verification_documents d
           JOIN catalog.exporters e ON e.id = d.exporter_id
           LEFT JOIN catalog.verification_requests r ON r.id = d.request_id
          WHERE d.id = $1 AND e.user_id = $2 AND d.storage_key IS NOT NULL
            FOR UPDATE OF d`;

/** Where uploaded file $1 is kept: any file when $2 (an administrator), else only account $3's exporter's. */
export const STORED_FILE_SQL = `SELECT d.id, d.document_name, d.content_type, d.size_bytes, d.storage_key
         FROM catalog.verification_documents d
         JOIN catalog.exporters e ON e.id = d.exporter_id
        WHERE d.id = $1 AND d.storage_key IS NOT NULL AND ($2 OR e.user_id = $3)`;

export interface FileRow {
  id: number;
  check_type: string;
  request_id: number | null;
  request_status: string | null;
  document_name: string;
  content_type: string;
  size_bytes: number;
  created_at: Date;
}

export interface SubmissionRow {
  id: number;
  check_type: string;
  status: string;
  documents: Record<string, string | null>;
  created_at: Date;
  admin_notes: string | null;
  reviewed_at: Date | null;
}

export interface AdminSubmissionRow extends SubmissionRow {
  exporter_id: number;
  company_name: string;
  email: string;
  reviewed_by: number | null;
}

/** A row of STORED_FILE_SQL (and of OWN_FILE_FOR_UPDATE_SQL). */
export interface StoredRow {
  id: number;
  document_name: string;
  content_type: VerificationDocumentContentType;
  size_bytes: number;
  storage_key: string;
}

export const toStoredDto = (row: StoredRow): VerificationDocumentStoredDto => ({
  id: row.id,
  name: row.document_name,
  contentType: row.content_type,
  size: row.size_bytes,
  storageKey: row.storage_key,
});
