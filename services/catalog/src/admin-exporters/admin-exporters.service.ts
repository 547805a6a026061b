import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Principal, RequestContext } from '@ped/contracts';
import {
  BULK_FAILURE_REASONS,
  CATALOG_SUBJECTS,
  type AdminExporterListDto,
  type AdminExportersQuery,
  type BulkActionCommand,
  type BulkActionResultDto,
  type BulkFailureReason,
  type ExporterIdParams,
  type ExporterRemovedDto,
  type ExporterVerifyRequest,
  type ExporterVerifyResultDto,
  type VerificationDocumentListDto,
} from '@ped/contracts/catalog';
import { EXPORTER_REVIEW_MESSAGES, isExporterVerifiable } from '@ped/contracts/options';
import { DomainException, OutboxService, requireAdmin } from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { ExporterReviewService } from '../exporter-review/exporter-review.service.js';
import { EXPORTER_NOT_FOUND } from '../exporter/exporter.constants.js';
import { Exporter } from '../exporter/exporter.entity.js';
import { deleteExporter } from '../exporter/exporter-removal.js';
import { exporterChangedEvent } from '../exporter/exporter.util.js';
import { recordExporterAdminAction } from './admin-action.util.js';
import {
  adminExporterListSql,
  adminExporterTotal,
  toAdminExporterDto,
  type AdminExporterRow,
} from './admin-exporter-list.sql.js';
import {
  toVerificationDocumentDto,
  VERIFICATION_DOCUMENTS_SQL,
  type VerificationDocumentRow,
} from './verification-documents.sql.js';

type BulkFailure = BulkActionResultDto['failed'][number];

/** Thrown inside a bulk item's transaction: that item fails with this reason, the others go on. */
class BulkItemFailure extends Error {
  constructor(readonly failure: BulkFailure) {
    super(failure.message);
  }
}

/**
 * The admin console's exporter commands: the list over every status, verification, permanent removal and
 * bulk actions. Each change publishes its exporter event and `catalog.admin_action.recorded` with it.
 */
@Injectable()
export class AdminExportersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly reviews: ExporterReviewService,
  ) {}

  async list(ctx: RequestContext, query: AdminExportersQuery): Promise<AdminExporterListDto> {
    requireAdmin(ctx);
    const list = adminExporterListSql(query);
    const rows = await this.dataSource.query<(AdminExporterRow & { total: number })[]>(list.sql, list.params);
    // An empty page is one row of only the total.
    const page = rows.filter((row) => row.id !== null);
    return {
      exporters: page.map(toAdminExporterDto),
      ...adminExporterTotal(rows[0]?.total ?? 0, query, page.length),
      limit: query.limit,
      offset: query.offset,
    };
  }

  async verify(ctx: RequestContext, request: ExporterVerifyRequest): Promise<ExporterVerifyResultDto> {
    const admin = requireAdmin(ctx);
    return this.dataSource.transaction(async (manager) => {
      const exporter = await this.locked(manager, request.id);
      if (!exporter) throw new DomainException('EXPORTER_NOT_FOUND', EXPORTER_NOT_FOUND);
      if (request.isVerified) requireVerifiable(exporter);
      // Setting what is already set changes nothing, and so records nothing.
      if (exporter.isVerified !== request.isVerified)
        await this.setVerified(manager, ctx, admin, exporter, request.isVerified);
      return { id: exporter.id, isVerified: exporter.isVerified };
    });
  }

  /**
   * Removes the exporter for good, with its products, categories, buyers' saved entries and documents.
   * Answers the account that owned it, whose sessions the gateway then ends (identity disables it).
   */
  async remove(ctx: RequestContext, params: ExporterIdParams): Promise<ExporterRemovedDto> {
    const admin = requireAdmin(ctx);
    return this.dataSource.transaction(async (manager) => {
      const exporter = await this.locked(manager, params.id);
      if (!exporter) throw new DomainException('EXPORTER_NOT_FOUND', EXPORTER_NOT_FOUND);
      await deleteExporter(manager, this.outbox, exporter, admin, ctx.client);
      await recordExporterAdminAction(this.outbox, manager, ctx, admin, {
        verb: 'removed',
        exporterId: exporter.id,
        details: `Removed ${exporter.companyName}`,
      });
      return { userId: exporter.userId };
    });
  }

  /**
   * Each id in its own transaction, in the order given: one failing leaves the others done. Unknown ids are
   * found in one read first, so a list of 500 mistyped ids costs no 500 transactions.
   */
  async bulk(ctx: RequestContext, command: BulkActionCommand): Promise<BulkActionResultDto> {
    const admin = requireAdmin(ctx);
    const result: BulkActionResultDto = { action: command.action, succeeded: [], failed: [] };
    const known = new Set(
      (
        await this.dataSource.query<{ id: number }[]>('SELECT id FROM catalog.exporters WHERE id = ANY($1)', [
          command.exporterIds,
        ])
      ).map((row) => row.id),
    );
    for (const id of command.exporterIds) {
      if (!known.has(id)) {
        result.failed.push({ id, reason: 'EXPORTER_NOT_FOUND', message: EXPORTER_NOT_FOUND });
        continue;
      }
      try {
        if (command.action === 'approve') await this.reviews.setStatus(ctx, { id, status: 'approved' });
        else await this.verifyOne(ctx, admin, id);
        result.succeeded.push(id);
      } catch (error) {
        result.failed.push(bulkFailure(id, error));
      }
    }
    return result;
  }

  async verificationDocuments(ctx: RequestContext): Promise<VerificationDocumentListDto> {
    requireAdmin(ctx);
    const rows: VerificationDocumentRow[] = await this.dataSource.query(VERIFICATION_DOCUMENTS_SQL);
    return { documents: rows.map(toVerificationDocumentDto) };
  }

  private verifyOne(ctx: RequestContext, admin: Principal, id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const exporter = await this.locked(manager, id);
      if (!exporter) throw new DomainException('EXPORTER_NOT_FOUND', EXPORTER_NOT_FOUND);
      requireVerifiable(exporter);
      if (exporter.isVerified)
        throw new BulkItemFailure({
          id,
          reason: 'ALREADY_VERIFIED',
          message: 'The exporter is already verified',
        });
      await this.setVerified(manager, ctx, admin, exporter, true);
    });
  }

  private locked(manager: EntityManager, id: number): Promise<Exporter | null> {
    return manager.findOne(Exporter, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  private async setVerified(
    manager: EntityManager,
    ctx: RequestContext,
    admin: Principal,
    exporter: Exporter,
    isVerified: boolean,
  ): Promise<void> {
    exporter.isVerified = isVerified;
    await manager.save(exporter);
    await this.outbox.add(
      manager,
      CATALOG_SUBJECTS.exporterUpdated,
      await exporterChangedEvent(manager, exporter),
      admin,
      ctx.client,
    );
    await recordExporterAdminAction(this.outbox, manager, ctx, admin, {
      verb: isVerified ? 'verified' : 'unverified',
      exporterId: exporter.id,
      details: `${isVerified ? 'Verified' : 'Unverified'} ${exporter.companyName}`,
    });
  }
}

/** isExporterVerifiable: the single route answers 409, a bulk action fails that id with the same reason. */
function requireVerifiable(exporter: Exporter): void {
  if (!isExporterVerifiable(exporter.status))
    throw new DomainException('EXPORTER_REJECTED', EXPORTER_REVIEW_MESSAGES.rejectedNotVerifiable);
}

const isBulkFailureReason = (reason: string): reason is BulkFailureReason =>
  (BULK_FAILURE_REASONS as readonly string[]).includes(reason);

/** A bulk item's failure from what its transaction threw; anything unexpected is not the admin's to read. */
function bulkFailure(id: number, error: unknown): BulkFailure {
  if (error instanceof BulkItemFailure) return error.failure;
  if (error instanceof DomainException && isBulkFailureReason(error.body.reason))
    return { id, reason: error.body.reason, message: error.body.message };
  throw error;
}
