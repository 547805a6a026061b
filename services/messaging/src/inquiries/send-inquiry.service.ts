import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Principal, RequestContext } from '@ped/contracts';
import {
  CONTACT_MESSAGES,
  MESSAGING_SUBJECTS,
  type ContactCountDto,
  type InquiryCreatedEvent,
  type SentInquiryDto,
  type SendInquiryCommand,
} from '@ped/contracts/messaging';
import { DomainException, OutboxService } from '@ped/nest-kit';
import { DataSource } from 'typeorm';
import { refuseRestrictedInquiry } from '../contact-restrictions/contact-restrictions.js';
import { ExporterDirectoryService } from '../exporter-directory/exporter-directory.service.js';
import { Inquiry } from './inquiry.entity.js';

@Injectable()
export class SendInquiryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly directory: ExporterDirectoryService,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * Stores a pending inquiry to a public exporter with `messaging.contact_request.created`; a signed-in
   * buyer is recorded as its sender. Refused from a buyer blocked with that exporter or suspended, known by
   * the session or by the e-mail the inquiry gives.
   */
  async create(ctx: RequestContext, command: SendInquiryCommand): Promise<SentInquiryDto> {
    const actor = ctx.principal;
    if (!(await this.directory.isPublic(command.exporterId))) {
      throw new DomainException('EXPORTER_NOT_FOUND', CONTACT_MESSAGES.exporterNotFound);
    }
    return this.dataSource.transaction(async (manager) => {
      await refuseRestrictedInquiry(manager, command.exporterId, buyerIdOf(actor), command.buyerEmail);
      const row = await manager.save(
        manager.create(Inquiry, {
          exporterId: command.exporterId,
          buyerName: command.buyerName,
          buyerEmail: command.buyerEmail,
          buyerCompany: command.buyerCompany ?? null,
          message: command.message,
          buyerUserId: buyerIdOf(actor),
        }),
      );
      const event: InquiryCreatedEvent = {
        id: row.id,
        exporterId: row.exporterId,
        buyerName: row.buyerName,
        buyerEmail: row.buyerEmail,
        buyerCompany: row.buyerCompany,
        buyerUserId: row.buyerUserId,
        createdAt: row.createdAt.toISOString(),
      };
      await this.outbox.add(manager, MESSAGING_SUBJECTS.inquiryCreated, event, actor);
      return { id: row.id, exporterId: row.exporterId, status: row.status, createdAt: event.createdAt };
    });
  }

  async count(): Promise<ContactCountDto> {
    const [row] = await this.dataSource.query<{ total: number }[]>(
      "SELECT count(*)::int AS total FROM messaging.contact_requests WHERE created_at > now() - interval '30 days'",
    );
    return { totalContacts: row?.total ?? 0 };
  }
}

/** The buyer user id of a signed-in buyer; null for anyone else (anonymous, exporter, admin). */
function buyerIdOf(actor?: Principal): number | null {
  return actor?.kind === 'buyer' ? actor.id : null;
}
