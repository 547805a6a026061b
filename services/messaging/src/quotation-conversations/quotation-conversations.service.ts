import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SYSTEM_PRINCIPAL, type Principal, type RequestContext } from '@ped/contracts';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import {
  CONVERSATION_LIMITS,
  type OpenQuotationConversationRequest,
  type QuotationConversationCommand,
  type QuotationConversationDto,
} from '@ped/contracts/messaging';
import { quotationConversationSubject } from '@ped/contracts/options';
import { DomainException, EventConsumerService, OutboxService, requirePrincipal } from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { isContactBlocked } from '../contact-restrictions/contact-restrictions.js';
import { findConversation } from '../conversations/conversation-views.sql.js';
import { MessagesService } from '../conversations/messages.service.js';
import { openConversation } from '../conversations/open-conversation.js';
import type { Participant } from '../conversations/participant.js';

/** Serialises the opening of one quotation's conversation (the gateway's call and the consumer may race). */
const QUOTATION_LOCK = 'messaging.quote-conversation';

/**
 * The conversation of an accepted quotation, once per catalog response id: "Quotation: {title}" between
 * the buyer and the exporter (reusing theirs with that subject), its first message the quotation, sent as
 * the exporter's. Opened by the gateway's call right after accepting (so the answer carries the id) and by
 * the consumer of `catalog.response.accepted` (so nothing is lost if that call fails); the second finds it.
 * A blocked pair gets none: the call is refused (403 CONTACT_BLOCKED) and the consumer lets the event go.
 */
@Injectable()
export class QuotationConversationsService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly messages: MessagesService,
    private readonly consumers: EventConsumerService,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.subscribe(EVENT_CONSUMERS.messagingQuotationConversations, {
      'catalog.response.accepted': async (event, manager) => {
        const pair = { buyerId: event.data.buyerUserId, exporterId: event.data.exporterId };
        if (await isContactBlocked(manager, pair)) return;
        await this.openIn(manager, event.data, event.actor ?? SYSTEM_PRINCIPAL);
      },
    });
  }

  /** The accepting buyer's call (through the gateway): only the buyer the command names may make it. */
  async open(
    ctx: RequestContext,
    command: OpenQuotationConversationRequest,
  ): Promise<QuotationConversationDto> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    if (buyer.id !== command.buyerUserId) throw new DomainException('NOT_PERMITTED', 'Forbidden');
    return this.dataSource.transaction((manager) => this.openIn(manager, command, buyer));
  }

  private async openIn(
    manager: EntityManager,
    command: QuotationConversationCommand,
    actor: Principal,
  ): Promise<QuotationConversationDto> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', [
      QUOTATION_LOCK,
      command.responseId,
    ]);
    const [known] = await manager.query<{ conversation_id: number }[]>(
      'SELECT conversation_id FROM messaging.quote_conversations WHERE response_id = $1',
      [command.responseId],
    );
    if (known) return { conversationId: known.conversation_id, created: false };
    const subject = [...quotationConversationSubject(command.requirementTitle)]
      .slice(0, CONVERSATION_LIMITS.subject)
      .join('');
    const { id } = await openConversation(
      manager,
      this.outbox,
      {
        buyerId: command.buyerUserId,
        exporterId: command.exporterId,
        exporterUserId: command.exporterUserId,
        subject,
      },
      actor,
    );
    const exporter: Participant = {
      type: 'exporter',
      principal: actor,
      accountId: command.exporterUserId,
      exporterIds: [command.exporterId],
    };
    const conversation = await findConversation(manager, exporter, id, true);
    // A conversation of theirs the buyer archived or blocked stays so: the quotation is not pushed into it.
    if (conversation?.status === 'active') {
      await this.messages.append(manager, exporter, conversation, command.quotationSummary);
    }
    await manager.query(
      'INSERT INTO messaging.quote_conversations (response_id, conversation_id) VALUES ($1, $2)',
      [command.responseId, id],
    );
    return { conversationId: id, created: true };
  }
}
