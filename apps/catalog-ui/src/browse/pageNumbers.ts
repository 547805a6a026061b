import { MAX_PAGE_BUTTONS } from '@ped/contracts/options';

/** How many pages `total` items fill at `pageSize` per page (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** At most MAX_PAGE_BUTTONS consecutive page numbers, the current page as central as the ends allow. */
export function pageNumbers(page: number, totalPages: number, max: number = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(max, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
