import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { MESSAGING_SUBJECTS, type MessageSentEvent } from '@ped/contracts/messaging';
import { EventFeed, type FeedEvent, LOGGER, type Logger } from '@ped/nest-kit';
import { GatewayConfig } from '../config/gateway.config.js';
import { AwayMailService } from './away-mail.service.js';
import { liveItemFor } from './live-frames.util.js';
import { LiveStreamsService } from './live-streams.service.js';

/** How long the gateway's start waits for the feed before it listens anyway (streams resync once live). */
const START_WAIT_MS = 5000;

/**
 * Feeds messaging's conversation events to this instance's live streams through a per-instance
 * `EventFeed` (consumer gateway.live in `EVENT_CONSUMERS`): every gateway sees every event and
 * pushes to the streams it holds, so any number of instances can run behind the edge. A new message
 * whose recipient has no stream anywhere may become an away e-mail.
 */
@Injectable()
export class LiveEventsListener implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger: Logger;
  private feed?: EventFeed;

  constructor(
    private readonly config: GatewayConfig,
    private readonly streams: LiveStreamsService,
    private readonly awayMail: AwayMailService,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'LiveEvents' });
  }

  async onApplicationBootstrap(): Promise<void> {
    const { from, service, name } = EVENT_CONSUMERS.gatewayLive;
    this.feed = new EventFeed({
      natsUrl: this.config.NATS_URL,
      streamReplicas: this.config.NATS_STREAM_REPLICAS,
      namespace: this.config.NAMESPACE,
      from,
      name: `${service}-${name}`,
      onLive: async ({ nextSequence }) => this.streams.restart(nextSequence),
      onDown: () => this.streams.stop(),
      onEvent: async (event) => this.handle(event),
      log: { info: (message) => this.logger.info(message), warn: (message) => this.logger.warn(message) },
    });
    await this.feed.start(START_WAIT_MS);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.feed?.stop();
  }

  private handle(event: FeedEvent): void {
    const item = liveItemFor(event);
    if (item) this.streams.deliver(item);
    else this.streams.seen(event.sequence);
    if (event.subject === MESSAGING_SUBJECTS.messageSent && item) {
      // Not awaited: the next event's delivery must not wait for Redis or messaging.
      void this.awayMail.consider(event.envelope!.data as MessageSentEvent);
    }
  }
}
