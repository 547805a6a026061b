import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { LOGGER, type Logger } from '@ped/nest-kit';
import { CatalogConfig } from '../config/catalog.config.js';
import { RequirementDigestService } from './requirement-digest.service.js';

/**
 * Runs the digest every REQUIREMENT_DIGEST_INTERVAL_MS (0: never). Every instance may run it: the digest
 * rows keep each exporter to one mail a day. A run still going when the next is due is not overlapped.
 */
@Injectable()
export class RequirementDigestJob implements OnApplicationBootstrap {
  private running = false;

  constructor(
    private readonly digest: RequirementDigestService,
    private readonly scheduler: SchedulerRegistry,
    private readonly config: CatalogConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The interval comes from the configuration, so it is added here rather than by `@Interval`. */
  onApplicationBootstrap(): void {
    const interval = this.config.REQUIREMENT_DIGEST_INTERVAL_MS;
    if (interval > 0) {
      this.scheduler.addInterval(
        'requirement-digest',
        setInterval(() => void this.tick(), interval),
      );
    }
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.digest.run();
    } catch (error) {
      this.logger.warn({ err: error }, 'requirement digest run failed; trying again later');
    } finally {
      this.running = false;
    }
  }
}
