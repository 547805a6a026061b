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
import { correctSearchSql, exporterListSql, normaliseSearch, BROWSE_ORDER } from './exporter-list.sql.js';
import {
  EXPORTER_LIST_COLUMNS,
  toExporterDto,
  toExporterListDto,
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
    const typed = normaliseSearch(query.search);
    const searched = typed === null ? null : await this.correct(typed);
    const { page, count } = exporterListSql(
      { search: searched, categoryId: query.categoryId, city: query.city, verified: query.verified },
      query.limit,
      query.offset,
    );
    const [rows, [counted]] = await Promise.all([
      this.dataSource.query<ExporterListRow[]>(page.text, page.values),
      this.dataSource.query<{ total: number }[]>(count.text, count.values),
    ]);
    return toExporterListDto(rows, counted?.total ?? 0, typed, searched);
  }

  private async correct(search: string): Promise<string> {
    const { text, values } = correctSearchSql(search);
    const [row] = await this.dataSource.query<{ search: string | null }[]>(text, values);
    return row?.search ?? search;
  }

  /** Approved premium or verified exporters, premium first, in a stable order. */
  async featured(): Promise<ExporterListItemDto[]> {
    const rows = await this.dataSource.query<ExporterListRow[]>(
      `SELECT ${EXPORTER_LIST_COLUMNS} FROM catalog.exporters e
        WHERE e.status = 'approved' AND (e.is_premium OR e.is_verified)
        ORDER BY ${BROWSE_ORDER} LIMIT $1`,
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
