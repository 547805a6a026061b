import { formatCount } from '@ped/contracts/format';
import { PAGE_SIZE } from '@ped/contracts/options';

interface SummaryInput {
  page: number;
  /** How many items this page shows. */
  shown: number;
  total: number;
  /** The search's count stopped at SEARCH_RESULT_LIMIT: there are more. */
  totalCapped: boolean;
  /** What is counted, plural: "exporters", "products". */
  noun: string;
}

/** The spec's count line with the page's range: "Showing 205–206 of 206 exporters", "Showing 1–12 of 500+ …". */
export function resultSummary({ page, shown, total, totalCapped, noun }: SummaryInput): string {
  const of = `of ${formatCount(total)}${totalCapped ? '+' : ''} ${noun}`;
  if (shown === 0) return `Showing 0 ${of}`;
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = first + shown - 1;
  return `Showing ${formatCount(first)}–${formatCount(last)} ${of}`;
}
