import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  ExporterDto,
  ExporterListDto,
  ExporterListItemDto,
  ListExportersQuery,
  ProductDto,
} from '@ped/contracts/catalog';
import { DomainException } from '@ped/nest-kit';
import { DataSource } from 'typeorm';
import { EXPORTER_NOT_FOUND, FEATURED_EXPORTER_COUNT } from './exporter.constants.js';
import {
  exporterListSql,
  normaliseSearch,
  readSearchFirst,
  searchFirstSql,
  type SearchFirstRow,
  type Statement,
} from './exporter-list.sql.js';
import { EXPORTER_PROFILE_SQL, FEATURED_EXPORTERS_SQL, PUBLIC_PRODUCTS_SQL } from './exporter-reads.sql.js';
import {
  toExporterDto,
  toExporterListDto,
  toExporterListItemDto,
  toProductList,
  type ExporterListPageRow,
  type ExporterListRow,
  type ExporterProfileRow,
  type ProductListRow,
} from './exporter.util.js';

/** The public (read-only) side of the catalogue: approved exporters only. */
@Injectable()
export class ExporterService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: ListExportersQuery): Promise<ExporterListDto> {
    const typed = normaliseSearch(query.search);
    const { limit, offset } = query;
    const filter = { categoryId: query.categoryId, city: query.city, verified: query.verified };
    if (typed === null) {
      const rows = await this.rows<ExporterListPageRow>(
        exporterListSql({ search: null, ...filter }, limit, offset),
      );
      return toExporterListDto(rows, null, null);
    }
    const first = readSearchFirst(
      await this.rows<SearchFirstRow>(searchFirstSql(typed, filter, limit, offset)),
      typed,
    );
    const rows =
      first.page ??
      (await this.rows<ExporterListPageRow>(
        exporterListSql({ search: first.search, ...filter }, limit, offset),
      ));
    return toExporterListDto(rows, typed, first.search);
  }

  private rows<T>({ text, values }: Statement): Promise<T[]> {
    return this.dataSource.query<T[]>(text, values);
  }

  /** Approved premium or verified exporters, premium first, in a stable order. */
  async featured(): Promise<ExporterListItemDto[]> {
    const rows = await this.dataSource.query<ExporterListRow[]>(FEATURED_EXPORTERS_SQL, [
      FEATURED_EXPORTER_COUNT,
    ]);
    return rows.map(toExporterListItemDto);
  }

  async get(id: number): Promise<ExporterDto> {
    const [row] = await this.dataSource.query<ExporterProfileRow[]>(EXPORTER_PROFILE_SQL, [id]);
    if (!row) throw DomainException.notFound(EXPORTER_NOT_FOUND);
    return toExporterDto(row);
  }

  async products(exporterId: number): Promise<ProductDto[]> {
    const rows = await this.dataSource.query<ProductListRow[]>(PUBLIC_PRODUCTS_SQL, [exporterId]);
    if (rows.length === 0) throw DomainException.notFound(EXPORTER_NOT_FOUND);
    return toProductList(rows);
  }
}
