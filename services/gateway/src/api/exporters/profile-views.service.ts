import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { LOGGER, type Logger } from '@ped/nest-kit';
import type { ClientProxy } from '@nestjs/microservices';
import type { ServiceMessage } from '@ped/contracts';
import {
  CATALOG_EVENT_PATTERNS,
  MAX_PROFILE_VIEW_COUNTS,
  PROFILE_VIEW_FLUSH_MS,
  type ProfileViewCounts,
} from '@ped/contracts/catalog';
import { PAGE_CACHE_KEYS } from '@ped/contracts/page-cache';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { REDIS } from '../../redis/redis.module.js';
import { NATS_CLIENT } from '../../services/service-client.js';

/**
 * Counts the public profiles this gateway served, cached or not, and tells the catalog about once
 * a second (a fire-and-forget NATS message per flush, never per view), so counting neither slows
 * nor fails a read and a cached profile costs no message. The profiles the edge answered from its
 * rendered-page cache, which never reach a gateway, are counted there in Redis and taken from it here.
 */
@Injectable()
export class ProfileViewsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger: Logger;
  private pending = new Map<number, number>();
  private timer?: NodeJS.Timeout;
  private drainTimer?: NodeJS.Timeout;
  private lastWarning = 0;

  constructor(
    @Inject(NATS_CLIENT) private readonly client: ClientProxy,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'ProfileViews' });
  }

  record(exporterId: number, views = 1): void {
    this.pending.set(exporterId, (this.pending.get(exporterId) ?? 0) + views);
    this.timer ??= setTimeout(() => this.flush(), PROFILE_VIEW_FLUSH_MS);
  }

  onApplicationBootstrap(): void {
    this.drainTimer = setInterval(() => void this.drainPageViews(), PROFILE_VIEW_FLUSH_MS).unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.drainTimer);
    await this.drainPageViews();
    this.flush();
  }

  /** Takes the edge's counts (every gateway drains; each count is taken by one of them, atomically). */
  private async drainPageViews(): Promise<void> {
    try {
      const results = await this.redis
        .multi()
        .hgetall(PAGE_CACHE_KEYS.profileViews)
        .del(PAGE_CACHE_KEYS.profileViews)
        .exec();
      const counts = (results?.[0]?.[1] ?? {}) as Record<string, string>;
      for (const [id, views] of Object.entries(counts)) {
        const [exporterId, count] = [Number(id), Number(views)];
        if (Number.isSafeInteger(exporterId) && exporterId > 0 && Number.isSafeInteger(count) && count > 0)
          this.record(exporterId, count);
      }
    } catch (error) {
      if (Date.now() - this.lastWarning < 10_000) return;
      this.lastWarning = Date.now();
      this.logger.warn(`could not read the edge's profile views: ${String(error)}`);
    }
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const counts = [...this.pending].map(([exporterId, views]) => ({ exporterId, views }));
    this.pending = new Map();
    for (let start = 0; start < counts.length; start += MAX_PROFILE_VIEW_COUNTS) {
      const data: ProfileViewCounts = { counts: counts.slice(start, start + MAX_PROFILE_VIEW_COUNTS) };
      const message: ServiceMessage = { data, requestId: randomUUID() };
      this.client
        .emit(CATALOG_EVENT_PATTERNS.exporterProfileViews, message)
        .subscribe({ error: () => undefined });
    }
  }
}
