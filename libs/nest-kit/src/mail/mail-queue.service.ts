import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SERVICE_CONTEXT, type ServiceContext } from '../service-context.js';
import { MailRelay } from './mail-relay.service.js';

/** A mail as the service composes it; the relay adds the sender (MAIL_FROM). */
export interface QueuedMail {
  /**
   * Unique per mail the service means to send (e.g. `away:message:42`): queueing the same key again
   * queues nothing, so a redelivered event or a repeated request sends its mail once.
   */
  key: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the recipient's answer goes; needs the column of `addMailReplyToV2` in the service's outbox. */
  replyTo?: string;
}

/**
 * Queues mail in the service's `mail_outbox`, inside the caller's transaction: the mail exists if
 * and only if the change that causes it committed. The `MailRelay` sends it afterwards.
 */
@Injectable()
export class MailQueue {
  constructor(
    @Inject(SERVICE_CONTEXT) private readonly context: ServiceContext,
    private readonly relay: MailRelay,
  ) {}

  /** True when queued; false when a mail with this key was queued before. */
  async add(manager: EntityManager, mail: QueuedMail): Promise<boolean> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(`Mail ${mail.key} must be queued inside the transaction of the change that causes it`);
    }
    const values = [mail.key, mail.to, mail.subject.slice(0, 255), mail.text, mail.html ?? null];
    // reply_to only when given: services whose outbox has no such column queue as before.
    const inserted: unknown[] = await manager.query(
      mail.replyTo === undefined
        ? `INSERT INTO "${this.context.schema}".mail_outbox (mail_key, to_address, subject, text_body, html_body)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (mail_key) DO NOTHING RETURNING id`
        : `INSERT INTO "${this.context.schema}".mail_outbox
             (mail_key, to_address, subject, text_body, html_body, reply_to)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (mail_key) DO NOTHING RETURNING id`,
      mail.replyTo === undefined ? values : [...values, mail.replyTo],
    );
    if (inserted.length > 0) this.relay.wakeUpSoon();
    return inserted.length > 0;
  }

  /**
   * Queues many mails in one statement, marked bulk (the service's outbox needs the `bulk` column): only a relay
   * that sends bulk mail sends them. Answers the keys queued (those not queued before).
   */
  async addBulk(manager: EntityManager, mails: Omit<QueuedMail, 'replyTo'>[]): Promise<string[]> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error('Bulk mail must be queued inside the transaction of the change that causes it');
    }
    if (mails.length === 0) return [];
    const inserted: { mail_key: string }[] = await manager.query(
      `INSERT INTO "${this.context.schema}".mail_outbox (mail_key, to_address, subject, text_body, html_body, bulk)
       SELECT m.key, m.to_address, m.subject, m.text_body, m.html_body, true
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
              AS m (key, to_address, subject, text_body, html_body)
       ON CONFLICT (mail_key) DO NOTHING RETURNING mail_key`,
      [
        mails.map((mail) => mail.key),
        mails.map((mail) => mail.to),
        mails.map((mail) => mail.subject.slice(0, 255)),
        mails.map((mail) => mail.text),
        mails.map((mail) => mail.html ?? null),
      ],
    );
    if (inserted.length > 0) this.relay.wakeUpSoon();
    return inserted.map((row) => row.mail_key);
  }
}
