import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RECOMPUTE_RESPONSE_FIGURES_SQL, REFRESH_CANDIDATES_SQL } from './response-figures.sql.js';

/**
 * Response figures also move with time alone: an unanswered inquiry turns late after 24 hours, and
 * samples leave the 90-day window. Events recompute an exporter's figures when something happens; this
 * recomputes, every quarter of an hour (the catalog worker's CatalogJobs), those of every exporter whose figures time can change, so an
 * exporter that stops answering does not keep its rate. Several instances may run it: it only writes
 * figures that changed.
 */
@Injectable()
export class ResponseFiguresRefresh {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Recomputes the figures time may have changed; answers how many exporters it looked at. */
  async refresh(): Promise<number> {
    const candidates: { exporter_id: number }[] = await this.dataSource.query(REFRESH_CANDIDATES_SQL);
    for (const { exporter_id } of candidates) {
      await this.dataSource.query(RECOMPUTE_RESPONSE_FIGURES_SQL, [exporter_id]);
    }
    return candidates.length;
  }
}
