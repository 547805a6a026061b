import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { CATALOG_VERSION_KEYS } from '@ped/contracts/page-cache';
import { EventFeed, type FeedEvent, LOGGER, type Logger } from '@ped/nest-kit';
import { GatewayConfig } from '../config/gateway.config.js';
import { invalidationFor } from './catalog-cache.keys.js';
import { CatalogCacheService } from './catalog-cache.service.js';

/** How long the gateway's start waits for the feed before it listens anyway (uncached until live). */
const START_WAIT_MS = 5000;
const INVALIDATE_ATTEMPTS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Feeds catalog events to the cache through a per-instance `EventFeed` (consumer
 * gateway.catalog-cache in `EVENT_CONSUMERS`): every gateway instance sees every event. No inbox is
 * needed — invalidating twice is harmless. The cache is used only while the feed is live; each
 * (re)start of the feed bumps the list version, because events published while it was down were missed.
 */
@Injectable()
export class CatalogEventsListener implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger: Logger;
  private feed?: EventFeed;

  constructor(
    private readonly config: GatewayConfig,
    private readonly cache: CatalogCacheService,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'CatalogCache' });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.cache.enabled) return;
    const { from, service, name } = EVENT_CONSUMERS.gatewayCatalogCache;
    this.feed = new EventFeed({
      natsUrl: this.config.NATS_URL,
      streamReplicas: this.config.NATS_STREAM_REPLICAS,
      namespace: this.config.NAMESPACE,
      from,
      name: `${service}-${name}`,
      onLive: async () => {
        await this.cache.invalidate({ exporterIds: [], versionKeys: [CATALOG_VERSION_KEYS.global] });
        this.cache.setLive(true);
      },
      onDown: () => this.cache.setLive(false),
      onEvent: (event) => this.handle(event),
      log: { info: (message) => this.logger.info(message), warn: (message) => this.logger.warn(message) },
    });
    await this.feed.start(START_WAIT_MS);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.cache.setLive(false);
    await this.feed?.stop();
  }

  private async handle({ subject, envelope }: FeedEvent): Promise<void> {
    // Unreadable: invalidate what can be invalidated without the data.
    const invalidation = invalidationFor(subject, envelope?.data);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.cache.invalidate(invalidation);
        return;
      } catch (error) {
        if (attempt >= INVALIDATE_ATTEMPTS) {
          // Redis is failing: reads bypass it meanwhile, and the TTL bounds what it still holds.
          this.logger.warn(`could not invalidate the catalogue cache for ${subject}: ${String(error)}`);
          return;
        }
        await sleep(100 * attempt);
      }
    }
  }
}
