import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import {
  CONVERSATION_LIMITS,
  type QueueAwayMailRequest,
  type QueueAwayMailResultDto,
} from '@ped/contracts/messaging';
import { MailQueue, MailServiceConfig } from '@ped/nest-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { warningFor } from '../safety/safe-messaging.js';
import { awayMail } from './away-mail.util.js';

interface MessageRow {
  conversation_id: number;
  sender_type: 'buyer' | 'exporter';
  content: string;
  flags: string[];
  is_read: boolean;
  subject: string;
  buyer_email: string | null;
  buyer_name: string | null;
  buyer_company: string | null;
  exporter_email: string | null;
  exporter_company: string | null;
}

/**
 * The "away" e-mail of a message, asked for by a gateway that found its recipient without an open
 * live stream. Decided once per message (`away_mails`), and at most one mail per conversation and
 * recipient in 15 minutes (`away_mail_throttle`, claimed by one conditional upsert, so two messages
 * at once cannot both pass); the mail is queued in the same transaction and the relay sends it.
 */
@Injectable()
export class AwayMailService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailQueue,
    private readonly config: MailServiceConfig,
  ) {}

  // The context carries no principal: only a gateway asks, over the services' own NATS.
  async queue(_ctx: RequestContext, { messageId }: QueueAwayMailRequest): Promise<QueueAwayMailResultDto> {
    return this.dataSource.transaction(async (manager) => ({
      queued: await this.decide(manager, messageId),
    }));
  }

  private async decide(manager: EntityManager, messageId: number): Promise<boolean> {
    const [message]: MessageRow[] = await manager.query(
      `SELECT m.conversation_id, m.sender_type, m.content, m.flags, m.is_read, c.subject,
              b.email AS buyer_email, concat_ws(' ', b.first_name, b.last_name) AS buyer_name,
              b.company_name AS buyer_company, e.email AS exporter_email, e.company_name AS exporter_company
         FROM messaging.messages m
         JOIN messaging.conversations c ON c.id = m.conversation_id
         LEFT JOIN messaging.buyer_directory b ON b.id = c.buyer_id
         LEFT JOIN messaging.exporter_directory e ON e.id = c.exporter_id
        WHERE m.id = $1`,
      [messageId],
    );
    if (!message) return false;
    const recipientType = message.sender_type === 'buyer' ? 'exporter' : 'buyer';
    const decided: unknown[] = await manager.query(
      `INSERT INTO messaging.away_mails (message_id, conversation_id, recipient_type) VALUES ($1, $2, $3)
       ON CONFLICT (message_id) DO NOTHING RETURNING message_id`,
      [messageId, message.conversation_id, recipientType],
    );
    if (decided.length === 0) return false; // asked before: its mail, if any, is queued already
    const to = recipientType === 'buyer' ? message.buyer_email : message.exporter_email;
    // Read meanwhile (on a page that could not hold a stream), or nowhere to write to.
    if (message.is_read || !to) return false;
    const claimed: unknown[] = await manager.query(
      `INSERT INTO messaging.away_mail_throttle AS t (conversation_id, recipient_type, last_queued_at)
       VALUES ($1, $2, now())
       ON CONFLICT (conversation_id, recipient_type) DO UPDATE SET last_queued_at = now()
        WHERE t.last_queued_at <= now() - make_interval(mins => $3)
       RETURNING conversation_id`,
      [message.conversation_id, recipientType, CONVERSATION_LIMITS.awayMailMinutes],
    );
    if (claimed.length === 0) return false; // one went out for this conversation less than 15 minutes ago
    const content = awayMail({
      senderName: senderName(message),
      conversationSubject: message.subject,
      conversationId: message.conversation_id,
      content: message.content,
      warning: warningFor(message.flags),
      publicOrigin: this.config.PUBLIC_ORIGIN,
    });
    await this.mail.add(manager, { key: `away-message-${messageId}`, to, ...content });
    await manager.query('UPDATE messaging.away_mails SET queued = true WHERE message_id = $1', [messageId]);
    return true;
  }
}

function senderName(message: MessageRow): string {
  if (message.sender_type === 'exporter') return message.exporter_company || 'An exporter';
  const name = message.buyer_name?.trim();
  if (name && message.buyer_company) return `${name} (${message.buyer_company})`;
  return name || message.buyer_company || 'A buyer';
}
