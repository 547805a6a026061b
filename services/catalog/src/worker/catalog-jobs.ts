import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Interval, SchedulerRegistry } from '@nestjs/schedule';
import { LOGGER, type Logger } from '@ped/nest-kit';
import { CatalogConfig } from '../config/catalog.config.js';
import { ResponseFiguresRefresh } from '../exporter-metrics/response-figures-refresh.service.js';
import { RequirementDigestService } from '../requirement-digest/requirement-digest.service.js';
import { VerificationVerdicts } from '../verification/verification-verdict.service.js';

/** How often figures are recomputed without an event (a quarter of an hour late at most). */
export const RESPONSE_FIGURES_REFRESH_MS = 15 * 60_000;
/** How often exporters verified by the ladder are looked at for a lapse nobody read yet. */
export const VERIFICATION_LAPSE_SWEEP_MS = 60 * 60_000;

/**
 * The catalog's schedule, run by its worker only. Every job may run on several workers at once (each writes only
 * what changed, or is kept to once by a key), and a run still going when the next is due is skipped, not
 * overlapped; a failed run is logged and tried again at the next.
 */
@Injectable()
export class CatalogJobs implements OnApplicationBootstrap {
  private readonly running = new Set<string>();

  constructor(
    private readonly digest: RequirementDigestService,
    private readonly responseFigures: ResponseFiguresRefresh,
    private readonly verdicts: VerificationVerdicts,
    private readonly scheduler: SchedulerRegistry,
    private readonly config: CatalogConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The digest's interval comes from the configuration (REQUIREMENT_DIGEST_INTERVAL_MS, 0: never). */
  onApplicationBootstrap(): void {
    const interval = this.config.REQUIREMENT_DIGEST_INTERVAL_MS;
    if (interval > 0) {
      const tick = () => void this.once('requirement digest', () => this.digest.run());
      this.scheduler.addInterval('requirement-digest', setInterval(tick, interval));
    }
  }

  /**
   * Response figures also move with time alone: an unanswered inquiry turns late after 24 hours, and samples leave
   * the 90-day window.
   */
  @Interval('response-figures-refresh', RESPONSE_FIGURES_REFRESH_MS)
  refreshResponseFigures(): Promise<void> {
    return this.once('response figures refresh', () => this.responseFigures.refresh());
  }

  /**
   * Badges and reads compute lapses from the dates; this only brings `exporters.is_verified` (the ranking's input,
   * the Verified badge of lists) in line for exporters whose page nobody opened since their rule ended.
   */
  @Interval('verification-lapse-sweep', VERIFICATION_LAPSE_SWEEP_MS)
  sweepVerificationLapses(): Promise<void> {
    return this.once('verification lapse sweep', () => this.verdicts.settleAllMet());
  }

  private async once(job: string, work: () => Promise<unknown>): Promise<void> {
    if (this.running.has(job)) return;
    this.running.add(job);
    try {
      await work();
    } catch (error) {
      this.logger.warn({ err: error, job }, 'catalog job failed; trying again at its next run');
    } finally {
      this.running.delete(job);
    }
  }
}
