import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type {
  ExporterDto,
  ExporterListDto,
  ExporterListItemDto,
  ListExportersQuery,
  ProductDto,
} from '@ped/contracts/catalog';
import { DomainException } from '@ped/nest-kit';
import { DataSource, Repository } from 'typeorm';
import { EXPORTER_NOT_FOUND, FEATURED_EXPORTER_COUNT } from './exporter.constants.js';
import { exporterFilterSql, normaliseSearch } from './exporter-search.util.js';
import {
  EXPORTER_LIST_COLUMNS,
  toExporterDto,
  toExporterListItemDto,
  toProductDto,
  type ExporterListRow,
  type ExporterProfileRow,
} from './exporter.util.js';
import { Product } from './product.entity.js';

/** The public (read-only) side of the catalogue: approved exporters only. */
@Injectable()
export class ExporterService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Product) private readonly productRows: Repository<Product>,
  ) {}

  async list(query: ListExportersQuery): Promise<ExporterListDto> {
    const { where, params, rank } = exporterFilterSql({
      search: normaliseSearch(query.search),
      categoryId: query.categoryId,
      city: query.city,
      verified: query.verified,
    });
    // Relevance first when searching; otherwise premium, verified, then name (the public order
    // index). The id makes the order total, so pages never overlap or skip.
    const order = rank
      ? `${rank} DESC, e.is_premium DESC, e.id`
      : 'e.is_premium DESC, e.is_verified DESC, e.company_name, e.id';
    const limit = `$${params.length + 1}`;
    const offset = `$${params.length + 2}`;
    const [rows, counted] = await Promise.all([
      this.dataSource.query<ExporterListRow[]>(
        `SELECT ${EXPORTER_LIST_COLUMNS} FROM catalog.exporters e
          WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
        [...params, query.limit, query.offset],
      ),
      // The same WHERE on the partial (approved-only) indexes, never a scan of every exporter.
      // At directory scale this is the place for a per-filter count cache (DESIGN §8: the
      // gateway's Redis, versioned by catalog events) or a capped count.
      this.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM catalog.exporters e WHERE ${where}`,
        params,
      ),
    ]);
    return { exporters: rows.map(toExporterListItemDto), total: counted[0]?.total ?? 0 };
  }

  /** Approved premium or verified exporters, premium first, in a stable order. */
  async featured(): Promise<ExporterListItemDto[]> {
    const rows = await this.dataSource.query<ExporterListRow[]>(
      `SELECT ${EXPORTER_LIST_COLUMNS} FROM catalog.exporters e
        WHERE e.status = 'approved' AND (e.is_premium OR e.is_verified)
        ORDER BY e.is_premium DESC, e.is_verified DESC, e.company_name, e.id
        LIMIT $1`,
      [FEATURED_EXPORTER_COUNT],
    );
    return rows.map(toExporterListItemDto);
  }

  async get(id: number): Promise<ExporterDto> {
    const [row] = await this.dataSource.query<ExporterProfileRow[]>(
      `SELECT ${EXPORTER_LIST_COLUMNS}, e.contact_person, e.email, e.phone, e.website, e.address,
              e.employee_count, e.status, e.created_at,
              (SELECT count(*)::int FROM catalog.products p WHERE p.exporter_id = e.id) AS product_count
         FROM catalog.exporters e WHERE e.id = $1 AND e.status = 'approved'`,
      [id],
    );
    if (!row) throw DomainException.notFound(EXPORTER_NOT_FOUND);
    return toExporterDto(row);
  }

  async products(exporterId: number): Promise<ProductDto[]> {
    await this.assertPublic(exporterId);
    const rows = await this.productRows.find({ where: { exporterId }, order: { id: 'ASC' } });
    return rows.map(toProductDto);
  }

  /** A pending or rejected exporter is as unknown to the public as a missing one. */
  private async assertPublic(id: number): Promise<void> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM catalog.exporters WHERE id = $1 AND status = 'approved'`,
      [id],
    );
    if (rows.length === 0) throw DomainException.notFound(EXPORTER_NOT_FOUND);
  }
}
