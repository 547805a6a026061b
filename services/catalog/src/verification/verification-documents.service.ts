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
} from '@ped/contracts/options';
import { DomainException, isAdmin, requireAdmin, requirePrincipal } from '@ped/nest-kit';
import { DataSource } from 'typeorm';
import { requireApproved } from '../my-exporter/exporter-approval.util.js';
import { ownExporter } from './my-verification.service.js';
import {
  ADD_UPLOADED_FILE_SQL,
  OWN_FILE_FOR_UPDATE_SQL,
  STORED_FILE_SQL,
  toStoredDto,
  type FileRow,
  type StoredRow,
} from './verification.sql.js';
import { isRemovable, toFileDto } from './verification.util.js';

const notFound = () => new DomainException('VERIFICATION_DOCUMENT_NOT_FOUND', D.notFound);

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
      const [row]: FileRow[] = await manager.query(ADD_UPLOADED_FILE_SQL, [
        id,
        exporter.id,
        command.name.slice(0, VERIFICATION_DOCUMENT_NAME_MAX),
        verificationDocumentUrl(id),
        requestId,
        command.check,
        command.storageKey,
        command.contentType,
        command.size,
      ]);
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
        OWN_FILE_FOR_UPDATE_SQL,
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
    const [row]: StoredRow[] = await this.dataSource.query(STORED_FILE_SQL, [params.id, admin, principal.id]);
    if (!row) throw notFound();
    return toStoredDto(row);
  }
}
