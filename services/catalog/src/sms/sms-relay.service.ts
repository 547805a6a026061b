import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LOGGER, RelayLoop, retryDelayMs } from '@ped/nest-kit';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { SMS_TRANSPORT, SmsSendError, type SmsTransport } from './sms-transport.js';

interface PendingSms {
  id: string;
  sms_key: string;
  to_number: string;
  text_body: string;
  attempts: number;
}

/**
 * Sends the queued texts, as the nest-kit MailRelay sends mail: each is claimed (`FOR UPDATE SKIP LOCKED`),
 * sent and marked in its own transaction, so instances never send one twice and a crash repeats at most the
 * text in flight (its key goes along as Idempotency-Key). A gateway that is down is retried with back-off
 * (0.5 s doubling to 30 s); only a refusal of the text itself gives up on it. The body is cleared once sent:
 * it holds a code.
 */
@Injectable()
export class SmsRelay extends RelayLoop {
  protected readonly batchSize = 20;
  protected readonly idleMs = 1000;
  protected readonly relayName = 'SMS relay';

  constructor(
    @Inject(LOGGER) protected readonly logger: Logger,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SMS_TRANSPORT) private readonly transport: SmsTransport,
  ) {
    super();
  }

  /** Sends up to a batch of the texts due now; returns how many were sent. */
  async sendPending(): Promise<number> {
    let sent = 0;
    for (let i = 0; i < this.batchSize && this.isRunning; i += 1) {
      const outcome = await this.dataSource.transaction((manager) => this.sendOne(manager));
      if (outcome === 'none' || outcome === 'retry') break;
      if (outcome === 'sent') sent += 1;
    }
    return sent;
  }

  protected pass(): Promise<number> {
    return this.sendPending();
  }

  private async sendOne(manager: EntityManager): Promise<'none' | 'sent' | 'retry' | 'failed'> {
    const [sms]: PendingSms[] = await manager.query(
      // In sms_outbox_pending_idx's order alone, as the mail relay claims (no sort of every pending text).
      `SELECT id, sms_key, to_number, text_body, attempts FROM catalog.sms_outbox
        WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
        ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    if (!sms) return 'none';
    try {
      await this.transport.send({ key: sms.sms_key, to: sms.to_number, text: sms.text_body });
    } catch (error) {
      const permanent = error instanceof SmsSendError && error.permanent;
      const message = String((error as Error).message).slice(0, 1000);
      await manager.query(
        permanent
          ? `UPDATE catalog.sms_outbox SET attempts = attempts + 1, last_error = $2, failed_at = now(),
               text_body = NULL WHERE id = $1`
          : `UPDATE catalog.sms_outbox SET attempts = attempts + 1, last_error = $2,
               next_attempt_at = now() + ($3 || ' milliseconds')::interval WHERE id = $1`,
        permanent ? [sms.id, message] : [sms.id, message, String(retryDelayMs(sms.attempts + 1))],
      );
      // The number is personal data: log the text's key, never the number or the body.
      this.logger.warn(
        { sms: sms.sms_key, attempts: sms.attempts + 1, error: message },
        permanent ? 'SMS refused for good; not retried' : 'SMS not sent; will retry',
      );
      return permanent ? 'failed' : 'retry';
    }
    await manager.query(
      `UPDATE catalog.sms_outbox SET sent_at = now(), attempts = attempts + 1, text_body = NULL WHERE id = $1`,
      [sms.id],
    );
    this.logger.info({ sms: sms.sms_key, transport: this.transport.name }, 'SMS sent');
    return 'sent';
  }
}
