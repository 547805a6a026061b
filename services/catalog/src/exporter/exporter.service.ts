import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  CompareExportersDto,
  CompareExportersQuery,
  ExporterDto,
  ExporterListDto,
  ExporterListItemDto,
  ListExportersQuery,
  ProductDto,
  ProductListDto,
  SponsoredExportersDto,
  SponsoredExportersQuery,
} from '@ped/contracts/catalog';
import { SPONSORED_PER_PAGE } from '@ped/contracts/options';
import { DomainException, PreparedReads } from '@ped/nest-kit';
import { DataSource } from 'typeorm';
import { EXPORTER_NOT_FOUND, FEATURED_EXPORTER_COUNT, SPONSORED_POOL } from './exporter.constants.js';
import { COMPARE_EXPORTERS_SQL, type CompareExporterRow } from './exporter-compare.sql.js';
import { listExporters, type Statement } from './exporter-list.sql.js';
import { listProducts } from './product-list.sql.js';
import {
  EXPORTER_PROFILE_SQL,
  FEATURED_EXPORTERS_SQL,
  PUBLIC_PRODUCTS_SQL,
  SPONSORED_EXPORTERS_SQL,
} from './exporter-reads.sql.js';
import {
  toCompareExporterDto,
  toExporterDto,
  toExporterListItemDto,
  toProductList,
  type ExporterListRow,
  type ExporterProfileRow,
  type ProductListRow,
} from './exporter.util.js';

/**
 * The public (read-only) side of the catalogue: approved exporters only, read as prepared statements
 * (PreparedReads), except a full-text search, whose plan depends on its words (Statement.prepared).
 */
@Injectable()
export class ExporterService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: PreparedReads,
  ) {}

  list(query: ListExportersQuery): Promise<ExporterListDto> {
    return listExporters(this.run, query);
  }

  /** GET /api/products: the products of approved exporters, with the exporter list's filters. */
  searchProducts(query: ListExportersQuery): Promise<ProductListDto> {
    return listProducts(this.run, query);
  }

  /** The Sponsored slot of a browse or category page (premium members, taking turns by page). */
  async sponsored({ categoryId, city, page }: SponsoredExportersQuery): Promise<SponsoredExportersDto> {
    const rows = await this.reads.query<ExporterListRow>(SPONSORED_EXPORTERS_SQL, [
      categoryId ?? null,
      city ?? null,
      page,
      SPONSORED_PER_PAGE,
      SPONSORED_POOL,
    ]);
    return { exporters: rows.map(toExporterListItemDto) };
  }

  private readonly run = ({ text, values, prepared }: Statement): Promise<unknown[]> =>
    prepared ? this.reads.query(text, values) : this.dataSource.query(text, values);

  /** The home page's featured exporters: verified, the most complete profiles first. */
  async featured(): Promise<ExporterListItemDto[]> {
    const rows = await this.reads.query<ExporterListRow>(FEATURED_EXPORTERS_SQL, [FEATURED_EXPORTER_COUNT]);
    return rows.map(toExporterListItemDto);
  }

  async get(id: number): Promise<ExporterDto> {
    const [row] = await this.reads.query<ExporterProfileRow>(EXPORTER_PROFILE_SQL, [id]);
    if (!row) throw new DomainException('EXPORTER_NOT_FOUND', EXPORTER_NOT_FOUND);
    return toExporterDto(row);
  }

  /** The compare table: the public ones of the exporters asked for, in the order asked. */
  async compare({ ids }: CompareExportersQuery): Promise<CompareExportersDto> {
    const rows = await this.reads.query<CompareExporterRow>(COMPARE_EXPORTERS_SQL, [ids]);
    const now = new Date();
    return { exporters: rows.map((row) => toCompareExporterDto(row, now)) };
  }

  async products(exporterId: number): Promise<ProductDto[]> {
    const rows = await this.reads.query<ProductListRow>(PUBLIC_PRODUCTS_SQL, [exporterId]);
    if (rows.length === 0) throw new DomainException('EXPORTER_NOT_FOUND', EXPORTER_NOT_FOUND);
    return toProductList(rows);
  }
}
