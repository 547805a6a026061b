import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type {
  SaveSearchCommand,
  SavedSearchDto,
  SavedSearchFilters,
  SavedSearchIdParams,
} from '@ped/contracts/catalog';
import { BUYER_TOOL_MESSAGES, MAX_SAVED_SEARCHES } from '@ped/contracts/options';
import { DomainException, requirePrincipal } from '@ped/nest-kit';
import { DataSource } from 'typeorm';
import { listedSinceCountSql, normaliseSearch } from '../exporter/exporter-list.sql.js';
import { ExporterService } from '../exporter/exporter.service.js';
import { SavedSearch } from './saved-search.entity.js';
import {
  countsAreCurrent,
  filtersLabel,
  SAVED_SEARCH_NOT_FOUND,
  storedCounts,
  storedFilters,
  toSavedSearchDto,
  type SearchCounts,
} from './saved-search.util.js';

/** One advisory lock namespace per purpose: this one serialises a buyer's saves (the limit). */
const SAVE_LOCK = 0x5ea5c4;

/**
 * A buyer's saved browse filters, each with the number of public exporters that match now and how
 * many of them were listed since the buyer last opened it. Both counts come from the exporter list's
 * own statements (ExporterService.list, listedSinceCountSql), so they agree with /browse. They are
 * kept with the search and counted again once they are older than SAVED_SEARCH_COUNTS_TTL_MS or an
 * exporter was listed since (countsAreCurrent): a dashboard load reads them instead of running the
 * list's statements for every search.
 */
@Injectable()
export class SavedSearchService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly exporters: ExporterService,
  ) {}

  async list(ctx: RequestContext): Promise<SavedSearchDto[]> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    const searches = await this.dataSource.getRepository(SavedSearch).find({
      where: { buyerUserId: buyer.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: MAX_SAVED_SEARCHES,
    });
    if (searches.length === 0) return [];
    const lastListedAt = await this.lastListedAt();
    return Promise.all(
      searches.map(async (search) =>
        toSavedSearchDto(
          search,
          countsAreCurrent(search, lastListedAt, new Date())
            ? storedCounts(search)
            : await this.countAndKeep(search),
        ),
      ),
    );
  }

  /** At most MAX_SAVED_SEARCHES per buyer (409 past it); unnamed searches are named by their filters. */
  async save(ctx: RequestContext, { name, filters }: SaveSearchCommand): Promise<SavedSearchDto> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    const stored = storedFilters(filters);
    const saved = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [SAVE_LOCK, buyer.id]);
      const count = await manager.countBy(SavedSearch, { buyerUserId: buyer.id });
      if (count >= MAX_SAVED_SEARCHES) {
        throw new DomainException('SAVED_SEARCH_LIMIT_REACHED', BUYER_TOOL_MESSAGES.tooManySavedSearches);
      }
      const label = name ?? filtersLabel(stored, await this.categoryName(stored.categoryId));
      return manager.save(
        manager.create(SavedSearch, { buyerUserId: buyer.id, name: label, filters: stored }),
      );
    });
    return toSavedSearchDto(saved, await this.countAndKeep(saved));
  }

  async remove(ctx: RequestContext, { id }: SavedSearchIdParams): Promise<void> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    const { affected } = await this.dataSource
      .getRepository(SavedSearch)
      .delete({ id, buyerUserId: buyer.id });
    if (!affected) throw new DomainException('SAVED_SEARCH_NOT_FOUND', SAVED_SEARCH_NOT_FOUND);
  }

  /** The buyer opens the search: from now on only exporters listed after this moment are new. */
  async open(ctx: RequestContext, { id }: SavedSearchIdParams): Promise<SavedSearchDto> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    const [rows] = (await this.dataSource.query(
      `UPDATE catalog.saved_searches SET last_opened_at = now()
        WHERE id = $1 AND buyer_user_id = $2 RETURNING id`,
      [id, buyer.id],
    )) as [{ id: number }[], number];
    if (rows.length === 0) throw new DomainException('SAVED_SEARCH_NOT_FOUND', SAVED_SEARCH_NOT_FOUND);
    const search = await this.dataSource.getRepository(SavedSearch).findOneByOrFail({ id });
    return toSavedSearchDto(search, await this.countAndKeep(search));
  }

  /** Counts the search now and keeps the counts with it, stamped with the database's clock (as listed_at is). */
  private async countAndKeep(search: SavedSearch): Promise<SearchCounts> {
    const counts = await this.counts(search);
    await this.dataSource.query(
      `UPDATE catalog.saved_searches
          SET match_count = $2, match_count_capped = $3, new_count = $4, counted_at = now()
        WHERE id = $1`,
      [search.id, counts.matchCount, counts.matchCountCapped, counts.newCount],
    );
    return counts;
  }

  /** When an exporter was last listed (exporters_public_listed_idx: one index entry read). */
  private async lastListedAt(): Promise<Date | null> {
    const [row] = (await this.dataSource.query(
      `SELECT max(listed_at) AS at FROM catalog.exporters WHERE status = 'approved'`,
    )) as { at: Date | null }[];
    return row?.at ?? null;
  }

  private async counts({ filters, lastOpenedAt }: SavedSearch): Promise<SearchCounts> {
    // The order does not change a count: the list's cheapest order (relevance) counts.
    const { sort: _order, ...filter } = filters;
    const matches = await this.exporters.list({ ...filter, limit: 1, offset: 0 });
    if (matches.total === 0) return { matchCount: 0, matchCountCapped: false, newCount: 0 };
    const search = matches.correctedSearch ?? normaliseSearch(filter.search);
    const statement = listedSinceCountSql({ ...filter, search }, lastOpenedAt);
    const [row] = (await this.dataSource.query(statement.text, statement.values)) as { count: number }[];
    return {
      matchCount: matches.total,
      matchCountCapped: matches.totalCapped,
      newCount: Math.min(row?.count ?? 0, matches.total),
    };
  }

  private async categoryName(categoryId: SavedSearchFilters['categoryId']): Promise<string | null> {
    if (categoryId === undefined) return null;
    const [row] = (await this.dataSource.query('SELECT name FROM catalog.categories WHERE id = $1', [
      categoryId,
    ])) as { name: string }[];
    return row?.name ?? null;
  }
}
