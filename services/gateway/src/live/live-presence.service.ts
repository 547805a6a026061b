import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, type Logger } from '@ped/nest-kit';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module.js';
import { PRESENCE_TTL_MS } from './live.constants.js';

const key = (principal: string) => `live:presence:${principal}`;

/**
 * Who has an open live stream on any gateway, in Redis: per principal a sorted set of the instances
 * holding one, scored by when the entry expires. Each instance refreshes its entries while the streams
 * stay open and removes one when its principal's last stream closes; a crashed instance's entries
 * expire on their own, so a party is never thought present for long after it left.
 */
@Injectable()
export class LivePresenceService {
  private readonly logger: Logger;
  /** This process, as presence entries name it. */
  readonly instance = randomUUID();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'LivePresence' });
  }

  /** Marks these principals present here for another PRESENCE_TTL_MS (one round trip for all). */
  async refresh(principals: Iterable<string>): Promise<void> {
    const expires = Date.now() + PRESENCE_TTL_MS;
    const pipeline = this.redis.pipeline();
    let count = 0;
    for (const principal of principals) {
      pipeline.zadd(key(principal), expires, this.instance);
      pipeline.pexpire(key(principal), PRESENCE_TTL_MS);
      count += 1;
    }
    if (count === 0) return;
    await this.run(pipeline.exec(), 'refresh');
  }

  async leave(principal: string): Promise<void> {
    // A pipeline, as refresh's: auto-pipelined commands wait for the next tick, so a plain ZREM issued
    // before a refresh could reach Redis after it and take a new stream's presence away.
    await this.run(this.redis.pipeline().zrem(key(principal), this.instance).exec(), 'leave');
  }

  /** Whether any gateway holds an open stream of `principal` now. Throws when Redis cannot tell. */
  async isPresent(principal: string): Promise<boolean> {
    const live = await this.redis.zcount(key(principal), Date.now(), '+inf');
    return live > 0;
  }

  private async run(work: Promise<unknown>, what: string): Promise<void> {
    try {
      await work;
    } catch (error) {
      // A missed refresh only risks an extra away e-mail; the next refresh repairs it.
      this.logger.warn(`presence ${what} failed: ${String(error)}`);
    }
  }
}
