import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Principal, RequestContext } from '@ped/contracts';
import {
  CONVERSATION_LIMITS,
  INQUIRY_MESSAGES,
  MESSAGING_SUBJECTS,
  type DeclineInquiryRequest,
  type InquiryDto,
  type InquiryListDto,
  type InquiryReplyResultDto,
  type ListMyInquiriesQuery,
  type ReplyInquiryRequest,
} from '@ped/contracts/messaging';
import { PLAN_LIMIT_MESSAGES } from '@ped/contracts/options';
import { DomainException, MailQueue, OutboxService, requirePrincipal } from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { findConversation } from '../conversations/conversation-views.sql.js';
import { MessagesService } from '../conversations/messages.service.js';
import { openConversation } from '../conversations/open-conversation.js';
import type { Participant } from '../conversations/participant.js';
import {
  DECLINE_INQUIRY_SQL,
  INQUIRY_FOR_UPDATE_SQL,
  INQUIRY_PAGE_SQL,
  INQUIRY_TOTALS_SQL,
  REPLY_INQUIRY_SQL,
  toInquiryDto,
  type InquiryForUpdate,
  type InquiryRow,
} from './exporter-inquiries.sql.js';
import { isLocked, monthlyContactLimit, planOf } from './inquiry-lock.js';
import { inquiryReplyMail, replyWithQuote } from './inquiry-reply-mail.js';

/** The exporter the caller's account acts for, as messaging's directory knows it. */
interface OwnExporter {
  id: number;
  company_name: string;
  email: string | null;
  user_id: number;
  is_premium: boolean;
}

/**
 * The exporter workspace's inquiries: the caller's own exporter's only (another's is "not found"),
 * replying (a conversation with a buyer who has an account, else an e-mail) and declining with a
 * reason. The first answer of each inquiry goes out as `messaging.contact_request.responded`.
 */
@Injectable()
export class ExporterInquiriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: MessagesService,
    private readonly outbox: OutboxService,
    private readonly mail: MailQueue,
  ) {}

  async list(ctx: RequestContext, query: ListMyInquiriesQuery): Promise<InquiryListDto> {
    const manager = this.dataSource.manager;
    const exporter = await ownExporter(ctx, manager);
    const plan = planOf(exporter.is_premium);
    const limit = monthlyContactLimit(plan);
    const [rows, [totals]] = await Promise.all([
      manager.query<InquiryRow[]>(INQUIRY_PAGE_SQL, [exporter.id, query.limit, query.offset]),
      manager.query<{ total: number; locked: number }[]>(INQUIRY_TOTALS_SQL, [exporter.id, limit]),
    ]);
    return {
      items: rows.map((row) => toInquiryDto(row, limit)),
      total: totals?.total ?? 0,
      plan,
      monthlyContactLimit: limit,
      lockedCount: totals?.locked ?? 0,
    };
  }

  async reply(ctx: RequestContext, request: ReplyInquiryRequest): Promise<InquiryReplyResultDto> {
    return this.dataSource.transaction(async (manager) => {
      const exporter = await ownExporter(ctx, manager);
      const principal = ctx.principal!;
      const limit = monthlyContactLimit(planOf(exporter.is_premium));
      const inquiry = await inquiryForUpdate(manager, request.id, exporter.id);
      if (isLocked(inquiry, limit)) {
        throw new DomainException('PLAN_LIMIT_REACHED', PLAN_LIMIT_MESSAGES.inquiries);
      }
      let conversationId: number | null = null;
      if (inquiry.buyer_user_id !== null) {
        conversationId = await this.replyInConversation(
          manager,
          principal,
          exporter,
          inquiry,
          request.message,
        );
      } else {
        await this.mail.add(manager, {
          key: `inquiry-reply:${inquiry.id}:${inquiry.reply_count + 1}`,
          to: inquiry.buyer_email,
          ...(exporter.email ? { replyTo: exporter.email } : {}),
          ...inquiryReplyMail({
            buyerName: inquiry.buyer_name,
            companyName: exporter.company_name,
            exporterEmail: exporter.email,
            reply: request.message,
            inquiry: inquiry.message,
          }),
        });
      }
      await manager.query(REPLY_INQUIRY_SQL, [inquiry.id, conversationId]);
      await this.announceFirstResponse(manager, principal, exporter, inquiry, 'replied', conversationId);
      return { conversationId, via: conversationId === null ? 'email' : 'conversation' };
    });
  }

  async decline(ctx: RequestContext, request: DeclineInquiryRequest): Promise<InquiryDto> {
    return this.dataSource.transaction(async (manager) => {
      const exporter = await ownExporter(ctx, manager);
      const limit = monthlyContactLimit(planOf(exporter.is_premium));
      const inquiry = await inquiryForUpdate(manager, request.id, exporter.id);
      await manager.query(DECLINE_INQUIRY_SQL, [inquiry.id, request.reason]);
      await this.announceFirstResponse(manager, ctx.principal!, exporter, inquiry, 'declined', null);
      return toInquiryDto({ ...inquiry, status: 'declined', decline_reason: request.reason }, limit);
    });
  }

  /**
   * Opens the conversation "Re: your inquiry to <company>" with the buyer, or continues the one with
   * that subject; its first reply to this inquiry quotes the inquiry. Returns the conversation's id.
   */
  private async replyInConversation(
    manager: EntityManager,
    principal: Principal,
    exporter: OwnExporter,
    inquiry: InquiryForUpdate,
    reply: string,
  ): Promise<number> {
    const buyerId = inquiry.buyer_user_id!;
    // "Re: your inquiry to <company>": a buyer's later inquiry continues the same conversation.
    const subject = [...INQUIRY_MESSAGES.conversationSubject(exporter.company_name)]
      .slice(0, CONVERSATION_LIMITS.subject)
      .join('');
    const id =
      inquiry.conversation_id ??
      (
        await openConversation(
          manager,
          this.outbox,
          { buyerId, exporterId: exporter.id, exporterUserId: exporter.user_id, subject },
          principal,
        )
      ).id;
    const participant: Participant = {
      type: 'exporter',
      principal,
      accountId: principal.id,
      exporterIds: [exporter.id],
    };
    const conversation = await findConversation(manager, participant, id, true);
    const content = inquiry.conversation_id === null ? replyWithQuote(inquiry.message, reply) : reply;
    await this.messages.append(manager, participant, conversation!, content);
    return id;
  }

  /** `messaging.contact_request.responded` for the inquiry's first reply or decline only. */
  private async announceFirstResponse(
    manager: EntityManager,
    principal: Principal,
    exporter: OwnExporter,
    inquiry: InquiryForUpdate,
    kind: 'replied' | 'declined',
    conversationId: number | null,
  ): Promise<void> {
    if (inquiry.responded_at !== null) return;
    const [{ responded_at }] = await manager.query<{ responded_at: Date }[]>(
      'SELECT responded_at FROM messaging.contact_requests WHERE id = $1',
      [inquiry.id],
    );
    await this.outbox.add(
      manager,
      MESSAGING_SUBJECTS.inquiryResponded,
      {
        id: inquiry.id,
        exporterId: exporter.id,
        kind,
        receivedAt: inquiry.created_at.toISOString(),
        respondedAt: responded_at.toISOString(),
        conversationId,
      },
      principal,
    );
  }
}

/** The exporter profile the signed-in exporter account owns; 404 when it has none yet. */
async function ownExporter(ctx: RequestContext, manager: EntityManager): Promise<OwnExporter> {
  const principal = requirePrincipal(ctx, ['user']);
  if (principal.role !== 'exporter') throw new DomainException('NOT_PERMITTED', 'Forbidden');
  const [exporter] = await manager.query<OwnExporter[]>(
    `SELECT id, company_name, email, user_id, is_premium FROM messaging.exporter_directory
      WHERE user_id = $1 ORDER BY id LIMIT 1`,
    [principal.id],
  );
  if (!exporter) throw new DomainException('EXPORTER_PROFILE_NOT_FOUND', 'No exporter profile yet');
  return exporter;
}

async function inquiryForUpdate(
  manager: EntityManager,
  id: number,
  exporterId: number,
): Promise<InquiryForUpdate> {
  const [row] = await manager.query<InquiryForUpdate[]>(INQUIRY_FOR_UPDATE_SQL, [id, exporterId]);
  if (!row) throw new DomainException('INQUIRY_NOT_FOUND', INQUIRY_MESSAGES.notFound);
  return row;
}
