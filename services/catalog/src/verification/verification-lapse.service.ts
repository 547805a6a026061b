import { Inject, Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { LOGGER } from '@ped/nest-kit';
import type { Logger } from 'pino';
import { VerificationVerdicts } from './verification-verdict.service.js';

/** How often exporters verified by the ladder are looked at for a lapse nobody read yet. */
export const VERIFICATION_LAPSE_SWEEP_MS = 60 * 60_000;

/**
 * Badges and reads compute lapses from the dates; this only brings `exporters.is_verified` (the ranking's
 * input, the Verified badge of lists) in line for exporters whose page nobody opened since their rule
 * ended. It writes only verdicts that changed, so several instances may run it.
 */
@Injectable()
export class VerificationLapseSweep {
  constructor(
    private readonly verdicts: VerificationVerdicts,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Interval('verification-lapse-sweep', VERIFICATION_LAPSE_SWEEP_MS)
  async sweep(): Promise<void> {
    try {
      await this.verdicts.settleAllMet();
    } catch (error) {
      this.logger.warn({ err: error }, 'verification lapses not swept; trying again later');
    }
  }
}
