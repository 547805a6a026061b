import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import {
  CATALOG_SUBJECTS,
  type ExporterReviewedEvent,
  type ExporterStatusRequest,
  type ExporterStatusResultDto,
} from '@ped/contracts/catalog';
import { EXPORTER_REVIEW_MESSAGES } from '@ped/contracts/options';
import { DomainException, MailQueue, MailServiceConfig, OutboxService, requireAdmin } from '@ped/nest-kit';
import { DataSource } from 'typeorm';
import { recordExporterAdminAction } from '../admin-exporters/admin-action.util.js';
import { EXPORTER_NOT_FOUND } from '../exporter/exporter.constants.js';
import { Exporter } from '../exporter/exporter.entity.js';
import { exporterChangedEvent } from '../exporter/exporter.util.js';
import { rejectionMail } from './rejection-mail.util.js';

/**
 * An administrator approves or rejects a pending exporter. The status, the review's record, the events
 * (`catalog.exporter.updated` for caches and read models, `catalog.exporter.approved|rejected` for
 * identity), the admin activity's `catalog.admin_action.recorded` and a rejection's mail to the exporter
 * commit together: none without the others.
 */
@Injectable()
export class ExporterReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly mail: MailQueue,
    private readonly mailConfig: MailServiceConfig,
  ) {}

  async setStatus(ctx: RequestContext, request: ExporterStatusRequest): Promise<ExporterStatusResultDto> {
    const admin = requireAdmin(ctx);
    return this.dataSource.transaction(async (manager) => {
      const exporter = await manager.findOne(Exporter, {
        where: { id: request.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!exporter) throw new DomainException('EXPORTER_NOT_FOUND', EXPORTER_NOT_FOUND);
      if (exporter.status !== 'pending')
        throw new DomainException('EXPORTER_NOT_PENDING', EXPORTER_REVIEW_MESSAGES.notPending);
      const reason = request.status === 'rejected' ? (request.reason ?? '') : null;
      exporter.status = request.status;
      exporter.rejectionReason = reason;
      await manager.save(exporter);
      const [review]: { id: number }[] = await manager.query(
        `INSERT INTO catalog.exporter_reviews (exporter_id, status, reason, reviewer_kind, reviewer_id)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [exporter.id, request.status, reason, admin.kind, admin.id],
      );
      await this.outbox.add(
        manager,
        CATALOG_SUBJECTS.exporterUpdated,
        await exporterChangedEvent(manager, exporter),
        admin,
        ctx.client,
      );
      await recordExporterAdminAction(this.outbox, manager, ctx, admin, {
        verb: request.status,
        exporterId: exporter.id,
        details: `${request.status === 'approved' ? 'Approved' : 'Rejected'} ${exporter.companyName}`,
      });
      if (request.status === 'approved') {
        // Identity gives it its account; a rejection needs no one else, so it is only mailed.
        const approved: ExporterReviewedEvent = {
          exporterId: exporter.id,
          companyName: exporter.companyName,
          email: exporter.email.toLowerCase(),
          contactPerson: exporter.contactPerson,
          userId: exporter.userId,
          status: 'approved',
          reason: null,
        };
        await this.outbox.add(manager, CATALOG_SUBJECTS.exporterApproved, approved, admin, ctx.client);
      } else {
        await this.mail.add(manager, {
          key: `rejected:${exporter.id}:${review!.id}`,
          to: exporter.email,
          ...rejectionMail({
            companyName: exporter.companyName,
            contactPerson: exporter.contactPerson,
            reason: reason!,
            publicOrigin: this.mailConfig.PUBLIC_ORIGIN,
            hasAccount: exporter.userId !== null,
          }),
        });
      }
      return { id: exporter.id, status: exporter.status };
    });
  }
}
