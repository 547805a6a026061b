import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type { AdminActionEvent } from '@ped/contracts';
import {
  CATALOG_SUBJECTS,
  type AdminVerificationListDto,
  type AdminVerificationQuery,
  type VerificationReviewRequest,
  type VerificationReviewResultDto,
} from '@ped/contracts/catalog';
import {
  VERIFICATION_CHECK_LABELS,
  VERIFICATION_MESSAGES as M,
  type VerificationCheck,
} from '@ped/contracts/options';
import { DomainException, OutboxService, requireAdmin } from '@ped/nest-kit';
import { DataSource } from 'typeorm';
import { VerificationVerdicts } from './verification-verdict.service.js';
import {
  ADMIN_LIST_SQL,
  APPROVE_CHECK_SQL,
  SUBMISSION_FILES_SQL,
  type AdminSubmissionRow,
  type FileRow,
} from './verification.sql.js';
import { toAdminSubmissionDto } from './verification.util.js';

/**
 * The administrator's review of the ladder's submissions: approve (the check passes for a year from now) or
 * reject, with notes. The review, its admin-action record and any change of the exporter's Verified flag
 * (the ladder's rule) commit together.
 */
@Injectable()
export class VerificationReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly verdicts: VerificationVerdicts,
  ) {}

  async list(ctx: RequestContext, query: AdminVerificationQuery): Promise<AdminVerificationListDto> {
    requireAdmin(ctx);
    const rows: AdminSubmissionRow[] = await this.dataSource.query(ADMIN_LIST_SQL, [query.status ?? null]);
    const [pending]: { n: number }[] = await this.dataSource.query(
      "SELECT count(*)::int AS n FROM catalog.verification_requests WHERE status = 'pending'",
    );
    const files: FileRow[] = await this.dataSource.query(SUBMISSION_FILES_SQL, [rows.map((row) => row.id)]);
    return {
      requests: rows.map((row) => toAdminSubmissionDto(row, files)),
      pendingCount: pending?.n ?? 0,
    };
  }

  async review(
    ctx: RequestContext,
    request: VerificationReviewRequest,
  ): Promise<VerificationReviewResultDto> {
    const admin = requireAdmin(ctx);
    return this.dataSource.transaction(async (manager) => {
      const [row]: {
        exporter_id: number;
        check_type: VerificationCheck;
        status: string;
        company_name: string;
      }[] = await manager.query(
        `SELECT r.exporter_id, r.check_type, r.status, e.company_name
             FROM catalog.verification_requests r JOIN catalog.exporters e ON e.id = r.exporter_id
            WHERE r.id = $1 FOR UPDATE OF r`,
        [request.id],
      );
      if (!row) throw new DomainException('VERIFICATION_REQUEST_NOT_FOUND', M.notFound);
      if (row.status !== 'pending') throw new DomainException('VERIFICATION_NOT_PENDING', M.notPending);
      const notes = request.notes ?? null;
      await manager.query(
        `UPDATE catalog.verification_requests
            SET status = $2, admin_notes = $3, reviewed_by = $4, reviewed_at = now() WHERE id = $1`,
        [request.id, request.decision, notes, admin.id],
      );
      await manager.query(
        `UPDATE catalog.verification_documents
            SET status = $2, notes = $3, reviewed_by = $4, reviewed_at = now() WHERE request_id = $1`,
        [request.id, request.decision, notes, admin.id],
      );
      if (request.decision === 'approved') {
        await manager.query(APPROVE_CHECK_SQL, [
          row.exporter_id,
          row.check_type,
          admin.id,
          notes,
          request.id,
        ]);
      }
      const label = VERIFICATION_CHECK_LABELS[row.check_type].toLowerCase();
      const action: AdminActionEvent = {
        action: `verification.${request.decision}`,
        targetType: 'exporter',
        targetId: row.exporter_id,
        details: `${request.decision === 'approved' ? 'Approved' : 'Rejected'} the ${label} check of ${row.company_name}`,
      };
      await this.outbox.add(manager, CATALOG_SUBJECTS.adminActionRecorded, action, admin, ctx.client);
      const isVerified = await this.verdicts.settle(manager, row.exporter_id, admin, ctx.client);
      return { id: request.id, status: request.decision, exporterId: row.exporter_id, isVerified };
    });
  }
}
