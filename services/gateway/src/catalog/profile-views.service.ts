import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import type { ServiceMessage } from '@ped/contracts';
import {
  CATALOG_EVENT_PATTERNS,
  MAX_PROFILE_VIEW_COUNTS,
  PROFILE_VIEW_FLUSH_MS,
  type ProfileViewCounts,
} from '@ped/contracts/catalog';
import { randomUUID } from 'node:crypto';
import { NATS_CLIENT } from '../services/service-client.js';

/**
 * Counts the public profiles this gateway served, cached or not, and tells the catalog about once
 * a second (a fire-and-forget NATS message per flush, never per view), so counting neither slows
 * nor fails a read and a cached profile costs no message.
 */
@Injectable()
export class ProfileViewsService implements BeforeApplicationShutdown {
  private pending = new Map<number, number>();
  private timer?: NodeJS.Timeout;

  constructor(@Inject(NATS_CLIENT) private readonly client: ClientProxy) {}

  record(exporterId: number): void {
    this.pending.set(exporterId, (this.pending.get(exporterId) ?? 0) + 1);
    this.timer ??= setTimeout(() => this.flush(), PROFILE_VIEW_FLUSH_MS);
  }

  beforeApplicationShutdown(): void {
    this.flush();
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
