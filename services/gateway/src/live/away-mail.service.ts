import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, type Logger } from '@ped/nest-kit';
import type { MessageSentEvent } from '@ped/contracts/messaging';
import { MESSAGING_PATTERNS, type QueueAwayMailResultDto } from '@ped/contracts/messaging';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module.js';
import { ServiceClient } from '../services/service-client.js';
import { AWAY_CLAIM_TTL_SECONDS } from './live.constants.js';
import { principalKey } from './live-frames.util.js';
import { LivePresenceService } from './live-presence.service.js';
import { LiveStreamsService } from './live-streams.service.js';

const QUEUE_ATTEMPTS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * The "away" e-mail: when a message's recipient has no open live stream on any gateway, one gateway
 * (the first to claim the message in Redis) asks messaging to queue the mail. Messaging decides the
 * rest (at most one per conversation and recipient per 15 minutes, once per message) and sends it.
 */
@Injectable()
export class AwayMailService {
  private readonly logger: Logger;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly presence: LivePresenceService,
    private readonly streams: LiveStreamsService,
    private readonly services: ServiceClient,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'AwayMail' });
  }

  async consider(message: MessageSentEvent): Promise<void> {
    const recipient = recipientOf(message);
    // Known here without a round trip: the recipient is reading on this instance.
    if (recipient && this.streams.isOpenHere(recipient)) return;
    try {
      if (recipient && (await this.presence.isPresent(recipient))) return;
      const claim = await this.redis.set(
        `live:away-claim:${message.messageId}`,
        this.presence.instance,
        'EX',
        AWAY_CLAIM_TTL_SECONDS,
        'NX',
      );
      if (claim !== 'OK') return; // another gateway decides for this message
    } catch (error) {
      // Without Redis nobody can tell whether the recipient is away: no mail rather than many.
      this.logger.warn(`away mail for message ${message.messageId} skipped: ${String(error)}`);
      return;
    }
    await this.queue(message.messageId);
  }

  /** Messaging queues at most one mail per message, so a retry after a lost reply is harmless. */
  private async queue(messageId: number): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.services.send<QueueAwayMailResultDto>(
          MESSAGING_PATTERNS.awayMailQueue,
          { messageId },
          { requestId: randomUUID() },
        );
        return;
      } catch (error) {
        if (attempt >= QUEUE_ATTEMPTS) {
          this.logger.warn(`away mail for message ${messageId} not queued: ${String(error)}`);
          return;
        }
        await sleep(1000 * attempt);
      }
    }
  }
}

/** The party that did not send it; null when that is an exporter without an account (never present). */
function recipientOf(message: MessageSentEvent): string | null {
  if (message.senderType === 'exporter') return principalKey({ kind: 'buyer', id: message.buyerId });
  return message.exporterUserId === null ? null : principalKey({ kind: 'user', id: message.exporterUserId });
}
