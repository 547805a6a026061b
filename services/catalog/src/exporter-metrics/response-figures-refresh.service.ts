import { Inject, Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { LOGGER } from '@ped/nest-kit';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { RECOMPUTE_RESPONSE_FIGURES_SQL, REFRESH_CANDIDATES_SQL } from './response-figures.sql.js';

/** How often figures are recomputed without an event (a quarter of an hour late at most). */
export const RESPONSE_FIGURES_REFRESH_MS = 15 * 60_000;

/**
 * Response figures also move with time alone: an unanswered inquiry turns late after 24 hours, and
 * samples leave the 90-day window. Events recompute an exporter's figures when something happens; this
 * recomputes, every quarter of an hour, those of every exporter whose figures time can change, so an
 * exporter that stops answering does not keep its rate. Several instances may run it: it only writes
 * figures that changed.
 */
@Injectable()
export class ResponseFiguresRefresh {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Interval('response-figures-refresh', RESPONSE_FIGURES_REFRESH_MS)
  async refreshOnSchedule(): Promise<void> {
    try {
      await this.refresh();
    } catch (error) {
      this.logger.warn({ err: error }, 'response figures not refreshed; trying again later');
    }
  }

  /** Recomputes the figures time may have changed; answers how many exporters it looked at. */
  async refresh(): Promise<number> {
    const candidates: { exporter_id: number }[] = await this.dataSource.query(REFRESH_CANDIDATES_SQL);
    for (const { exporter_id } of candidates) {
      await this.dataSource.query(RECOMPUTE_RESPONSE_FIGURES_SQL, [exporter_id]);
    }
    return candidates.length;
  }
}
