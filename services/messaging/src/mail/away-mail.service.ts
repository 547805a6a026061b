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
import { AWAY_MAIL_MESSAGE_SQL, CLAIM_AWAY_MAIL_SQL, type AwayMailMessageRow } from './away-mail.sql.js';
import { awayMail } from './away-mail.util.js';

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
    const [message]: AwayMailMessageRow[] = await manager.query(AWAY_MAIL_MESSAGE_SQL, [messageId]);
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
    const claimed: unknown[] = await manager.query(CLAIM_AWAY_MAIL_SQL, [
      message.conversation_id,
      recipientType,
      CONVERSATION_LIMITS.awayMailMinutes,
    ]);
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

function senderName(message: AwayMailMessageRow): string {
  if (message.sender_type === 'exporter') return message.exporter_company || 'An exporter';
  const name = message.buyer_name?.trim();
  if (name && message.buyer_company) return `${name} (${message.buyer_company})`;
  return name || message.buyer_company || 'A buyer';
}
