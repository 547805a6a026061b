import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SmsRelay } from './sms-relay.service.js';

export interface QueuedSms {
  /** Unique per text the service means to send: queueing the same key again queues nothing. */
  key: string;
  /** E.164, e.g. +923001234567. */
  to: string;
  text: string;
}

/**
 * Queues a text in `catalog.sms_outbox` inside the caller's transaction: the text exists if and only if the
 * change that causes it committed. The `SmsRelay` sends it afterwards.
 */
@Injectable()
export class SmsQueue {
  constructor(private readonly relay: SmsRelay) {}

  /** True when queued; false when a text with this key was queued before. */
  async add(manager: EntityManager, sms: QueuedSms): Promise<boolean> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(`SMS ${sms.key} must be queued inside the transaction of the change that causes it`);
    }
    const inserted: unknown[] = await manager.query(
      `INSERT INTO catalog.sms_outbox (sms_key, to_number, text_body) VALUES ($1, $2, $3)
       ON CONFLICT (sms_key) DO NOTHING RETURNING id`,
      [sms.key, sms.to, sms.text],
    );
    if (inserted.length > 0) this.relay.wakeUpSoon();
    return inserted.length > 0;
  }
}
