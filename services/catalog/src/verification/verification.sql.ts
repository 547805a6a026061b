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
