import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type {
  SaveExporterCommand,
  SaveExporterResultDto,
  SavedExporterDto,
  SavedExporterIdsDto,
  SavedExporterParams,
  UpdateSavedExporterRequest,
} from '@ped/contracts/catalog';
import { DomainException, requirePrincipal } from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { EXPORTER_NOT_FOUND } from '../exporter/exporter.constants.js';
import {
  SAVE_EXPORTER_SQL,
  SAVED_EXPORTER_IDS_SQL,
  SAVED_EXPORTER_SQL,
  SAVED_EXPORTERS_SQL,
  type SavedExporterRow,
} from './saved-exporter.sql.js';
import { SAVED_EXPORTER_NOT_FOUND, toSavedExporterDto } from './saved-exporter.util.js';

/**
 * The exporters a buyer keeps, each once, with a private note. Only public (approved) exporters can be
 * saved or are listed; a deleted exporter's rows go with it (foreign key ON DELETE CASCADE).
 */
@Injectable()
export class SavedExporterService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(ctx: RequestContext): Promise<SavedExporterDto[]> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    const rows: SavedExporterRow[] = await this.dataSource.query(SAVED_EXPORTERS_SQL, [buyer.id]);
    return rows.map(toSavedExporterDto);
  }

  async ids(ctx: RequestContext): Promise<SavedExporterIdsDto> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    const rows: { exporter_id: number }[] = await this.dataSource.query(SAVED_EXPORTER_IDS_SQL, [buyer.id]);
    return { exporterIds: rows.map((row) => row.exporter_id) };
  }

  /** Idempotent: saving again finds the row (and writes the note only when one is given). */
  async save(
    ctx: RequestContext,
    { exporterId, notes }: SaveExporterCommand,
  ): Promise<SaveExporterResultDto> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    return this.dataSource.transaction(async (manager) => {
      const [saved] = (await manager.query(SAVE_EXPORTER_SQL, [
        buyer.id,
        exporterId,
        notes ?? null,
        notes !== undefined,
      ])) as { created: boolean }[];
      if (!saved) throw new DomainException('EXPORTER_NOT_FOUND', EXPORTER_NOT_FOUND);
      return { created: saved.created, savedExporter: await read(manager, buyer.id, exporterId) };
    });
  }

  /** The buyer's note on a saved exporter ("" clears it). */
  async update(
    ctx: RequestContext,
    { exporterId, changes }: UpdateSavedExporterRequest,
  ): Promise<SavedExporterDto> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    return this.dataSource.transaction(async (manager) => {
      const [, updated] = (await manager.query(
        `UPDATE catalog.saved_exporters s SET notes = nullif($3::text, '')
           FROM catalog.exporters e
          WHERE s.buyer_user_id = $1 AND s.exporter_id = $2 AND e.id = s.exporter_id AND e.status = 'approved'`,
        [buyer.id, exporterId, changes.notes],
      )) as [unknown, number];
      if (updated === 0) throw new DomainException('SAVED_EXPORTER_NOT_FOUND', SAVED_EXPORTER_NOT_FOUND);
      return read(manager, buyer.id, exporterId);
    });
  }

  /** Idempotent: removing an exporter that is not saved is done already. */
  async remove(ctx: RequestContext, { exporterId }: SavedExporterParams): Promise<void> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    await this.dataSource.query(
      'DELETE FROM catalog.saved_exporters WHERE buyer_user_id = $1 AND exporter_id = $2',
      [buyer.id, exporterId],
    );
  }
}

async function read(
  manager: EntityManager,
  buyerUserId: number,
  exporterId: number,
): Promise<SavedExporterDto> {
  const [row] = (await manager.query(SAVED_EXPORTER_SQL, [buyerUserId, exporterId])) as SavedExporterRow[];
  return toSavedExporterDto(row!);
}
