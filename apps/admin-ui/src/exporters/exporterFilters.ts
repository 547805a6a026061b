import { ADMIN_PLAN_FILTERS, EXPORTER_STATUSES, type AdminPlanFilter } from '@ped/contracts/options';
import type { AdminExporterQuery } from '../api/adminApi';

export const EXPORTERS_PAGE_SIZE = 20;

export const STATUS_FILTERS = ['all', ...EXPORTER_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All statuses',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const PLAN_FILTER_LABELS: Record<AdminPlanFilter, string> = {
  all: 'All plans',
  free: 'Free',
  professional: 'Professional',
  enterprise: 'Enterprise',
};

/** The list's orders, as `sort:order` (the select's values). */
export const SORTS = [
  ['createdAt:desc', 'Newest first'],
  ['createdAt:asc', 'Oldest first'],
  ['companyName:asc', 'Company A–Z'],
  ['companyName:desc', 'Company Z–A'],
  ['completeness:desc', 'Most complete first'],
  ['completeness:asc', 'Least complete first'],
] as const;
export type SortValue = (typeof SORTS)[number][0];
const DEFAULT_SORT: SortValue = 'createdAt:desc';

/** What the exporter list shows; kept in the address (`?tab=exporters&filterStatus=pending…`). */
export interface ExporterFilters {
  searchTerm: string;
  filterStatus: StatusFilter;
  filterPlan: AdminPlanFilter;
  sort: SortValue;
  /** 1-based. */
  page: number;
}

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

/** The filters of an address; anything unknown is its default. */
export function readExporterFilters(params: URLSearchParams): ExporterFilters {
  const page = Number(params.get('page'));
  return {
    searchTerm: (params.get('searchTerm') ?? '').trim(),
    filterStatus: pick(STATUS_FILTERS, params.get('filterStatus'), 'all'),
    filterPlan: pick(ADMIN_PLAN_FILTERS, params.get('filterPlan'), 'all'),
    sort: pick(
      SORTS.map(([value]) => value),
      params.get('sort'),
      DEFAULT_SORT,
    ),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** `params` with `changes` applied; defaults are left out of the address, and any filter change goes to page 1. */
export function writeExporterFilters(
  params: URLSearchParams,
  changes: Partial<ExporterFilters>,
): URLSearchParams {
  const next = { ...readExporterFilters(params), page: 1, ...changes };
  const updated = new URLSearchParams(params);
  const set = (name: string, value: string, fallback: string) =>
    value === fallback ? updated.delete(name) : updated.set(name, value);
  set('searchTerm', next.searchTerm.trim(), '');
  set('filterStatus', next.filterStatus, 'all');
  set('filterPlan', next.filterPlan, 'all');
  set('sort', next.sort, DEFAULT_SORT);
  set('page', String(next.page), '1');
  return updated;
}

/** The list route's query of the filters (one page of them). */
export function exporterQuery(filters: ExporterFilters): AdminExporterQuery {
  const [sort, order] = filters.sort.split(':') as [AdminExporterQuery['sort'], AdminExporterQuery['order']];
  return {
    searchTerm: filters.searchTerm || undefined,
    filterStatus: filters.filterStatus,
    filterPlan: filters.filterPlan,
    sort,
    order,
    limit: EXPORTERS_PAGE_SIZE,
    offset: (filters.page - 1) * EXPORTERS_PAGE_SIZE,
  };
}
