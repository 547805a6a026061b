import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type {
  AddVerificationDocumentCommand,
  VerificationDocumentIdParams,
  VerificationDocumentStoredDto,
  VerificationFileDto,
} from '@ped/contracts/catalog';
import {
  verificationDocumentUrl,
  VERIFICATION_DOCUMENT_FIELD,
  VERIFICATION_DOCUMENT_MESSAGES as D,
  VERIFICATION_DOCUMENT_NAME_MAX,
  VERIFICATION_DOCUMENTS_PER_CHECK,
  type VerificationDocumentContentType,
} from '@ped/contracts/options';
import { DomainException, isAdmin, requireAdmin, requirePrincipal } from '@ped/nest-kit';
import { DataSource } from 'typeorm';
import { requireApproved } from '../my-exporter/exporter-approval.util.js';
import { ownExporter } from './my-verification.service.js';
import type { FileRow } from './verification.sql.js';
import { isRemovable, toFileDto } from './verification.util.js';

const notFound = () => new DomainException('VERIFICATION_DOCUMENT_NOT_FOUND', D.notFound);

interface StoredRow {
  id: number;
  document_name: string;
  content_type: VerificationDocumentContentType;
  size_bytes: number;
  storage_key: string;
}

const toStoredDto = (row: StoredRow): VerificationDocumentStoredDto => ({
  id: row.id,
  name: row.document_name,
  contentType: row.content_type,
  size: row.size_bytes,
  storageKey: row.storage_key,
});

/**
 * Evidence files (the gateway stores them privately; the catalog records them and says who may have one): the
 * approved exporter adds them to a check (with its waiting submission, else for its next one) and removes them
 * until that submission is reviewed; administrators and the exporter read where a file is kept.
 */
@Injectable()
export class VerificationDocumentsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async add(ctx: RequestContext, command: AddVerificationDocumentCommand): Promise<VerificationFileDto> {
    const user = requirePrincipal(ctx, ['user']);
    return this.dataSource.transaction(async (manager) => {
      // Locked: two uploads at once count each other, and a submission at once takes this file or leaves it whole.
      const exporter = await ownExporter(manager, user.id, true);
      requireApproved(exporter);
      const [waiting]: { id: number }[] = await manager.query(
        `SELECT id FROM catalog.verification_requests
          WHERE exporter_id = $1 AND check_type = $2 AND status = 'pending'`,
        [exporter.id, command.check],
      );
      const requestId = waiting?.id ?? null;
      const [{ n }]: { n: number }[] = await manager.query(
        `SELECT count(*)::int AS n FROM catalog.verification_documents
          WHERE exporter_id = $1 AND check_type = $2 AND storage_key IS NOT NULL
            AND (request_id IS NULL OR request_id = $3)`,
        [exporter.id, command.check, requestId],
      );
      if (n >= VERIFICATION_DOCUMENTS_PER_CHECK)
        throw new DomainException('VERIFICATION_DOCUMENT_LIMIT_REACHED', D.tooMany, [
          { field: VERIFICATION_DOCUMENT_FIELD, messages: [D.tooMany] },
        ]);
      const [{ id }]: { id: number }[] = await manager.query(
        "SELECT nextval(pg_get_serial_sequence('catalog.verification_documents', 'id'))::int AS id",
      );
      const [row]: FileRow[] = await manager.query(
        `INSERT INTO catalog.verification_documents
             (id, exporter_id, document_type, document_name, file_url, request_id, check_type, storage_key,
              content_type, size_bytes)
         VALUES ($1, $2, 'uploaded_file', $3, $4, $5, $6, $7, $8, $9)
         RETURNING id, check_type, request_id, document_name, content_type, size_bytes, created_at`,
        [
          id,
          exporter.id,
          command.name.slice(0, VERIFICATION_DOCUMENT_NAME_MAX),
          verificationDocumentUrl(id),
          requestId,
          command.check,
          command.storageKey,
          command.contentType,
          command.size,
        ],
      );
      return toFileDto(row!);
    });
  }

  /** Removes one of the caller's files not yet reviewed; answers where it was kept, for the gateway to delete. */
  async remove(
    ctx: RequestContext,
    params: VerificationDocumentIdParams,
  ): Promise<VerificationDocumentStoredDto> {
    const user = requirePrincipal(ctx, ['user']);
    return this.dataSource.transaction(async (manager) => {
      const [row]: (StoredRow & Pick<FileRow, 'request_id' | 'request_status'>)[] = await manager.query(
        `SELECT d.id, d.document_name, d.content_type, d.size_bytes, d.storage_key, d.request_id,
                r.status AS request_status
           FROM catalog.verification_documents d
           JOIN catalog.exporters e ON e.id = d.exporter_id
           LEFT JOIN catalog.verification_requests r ON r.id = d.request_id
          WHERE d.id = $1 AND e.user_id = $2 AND d.storage_key IS NOT NULL
            FOR UPDATE OF d`,
        [params.id, user.id],
      );
      if (!row) throw notFound();
      if (!isRemovable(row)) throw new DomainException('VERIFICATION_DOCUMENT_REVIEWED', D.reviewed);
      await manager.query('DELETE FROM catalog.verification_documents WHERE id = $1', [row.id]);
      return toStoredDto(row);
    });
  }

  /** Where a file is kept: for administrators any file, for an exporter account only its own (else not found). */
  async file(
    ctx: RequestContext,
    params: VerificationDocumentIdParams,
  ): Promise<VerificationDocumentStoredDto> {
    const principal = requirePrincipal(ctx, ['user', 'admin']);
    const admin = isAdmin(principal);
    if (admin) requireAdmin(ctx);
    const [row]: StoredRow[] = await this.dataSource.query(
      `SELECT d.id, d.document_name, d.content_type, d.size_bytes, d.storage_key
         FROM catalog.verification_documents d
         JOIN catalog.exporters e ON e.id = d.exporter_id
        WHERE d.id = $1 AND d.storage_key IS NOT NULL AND ($2 OR e.user_id = $3)`,
      [params.id, admin, principal.id],
    );
    if (!row) throw notFound();
    return toStoredDto(row);
  }
}
