import type { VerificationDocumentDto } from '@ped/contracts/catalog';

/** The newest documents first, at most 500 (the verification ladder will page them). */
export const VERIFICATION_DOCUMENTS_SQL = `
  SELECT d.id, d.exporter_id, e.company_name, d.document_type, d.document_name, d.file_url, d.status,
         d.reviewed_by, d.reviewed_at, d.notes, d.created_at
    FROM catalog.verification_documents d
    JOIN catalog.exporters e ON e.id = d.exporter_id
   ORDER BY d.id DESC
   LIMIT 500`;

export interface VerificationDocumentRow {
  id: number;
  exporter_id: number;
  company_name: string;
  document_type: string;
  document_name: string;
  file_url: string;
  status: string;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  notes: string | null;
  created_at: Date;
}

export function toVerificationDocumentDto(row: VerificationDocumentRow): VerificationDocumentDto {
  return {
    id: row.id,
    exporterId: row.exporter_id,
    companyName: row.company_name,
    documentType: row.document_type,
    documentName: row.document_name,
    fileUrl: row.file_url,
    status: row.status,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
  };
}
