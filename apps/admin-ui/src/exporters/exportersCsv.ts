import type { AdminExporterDto, AdminExporterListDto } from '@ped/contracts/catalog';
import { ADMIN_EXPORTER_MAX_OFFSET } from '@ped/contracts/options';
import { apiRequest, queryKeyToUrl, type QueryParams } from '@ped/web-kit';
import type { AdminExporterQuery } from '../api/adminApi';

/** The route's largest page. */
const CSV_PAGE_SIZE = 100;

const COLUMNS: [string, (exporter: AdminExporterDto) => string | number][] = [
  ['ID', (e) => e.id],
  ['Company', (e) => e.companyName],
  ['City', (e) => e.city ?? ''],
  ['Contact person', (e) => e.contactPerson ?? ''],
  ['Email', (e) => e.email],
  ['Status', (e) => e.status],
  ['Plan', (e) => e.plan],
  ['Verified', (e) => (e.isVerified ? 'yes' : 'no')],
  ['Completeness (%)', (e) => e.completeness],
  ['Created', (e) => e.createdAt],
];

/**
 * One CSV field: quoted when it holds a comma, quote or line break; text a spreadsheet would run as a formula
 * (=, +, -, @ first) gets a leading apostrophe.
 */
function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The exporters as CSV (header row, CRLF line ends as RFC 4180 has them). */
export function exportersToCsv(exporters: AdminExporterDto[]): string {
  const lines = [
    COLUMNS.map(([name]) => csvField(name)).join(','),
    ...exporters.map((exporter) => COLUMNS.map(([, value]) => csvField(value(exporter))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Every exporter of the filter (all its pages, through the list route), in the list's order. */
export async function fetchAllExporters(query: AdminExporterQuery): Promise<AdminExporterDto[]> {
  const params: QueryParams = Object.fromEntries(
    Object.entries({ ...query, limit: CSV_PAGE_SIZE }).filter(
      ([name, value]) => name !== 'offset' && value !== undefined && value !== '' && value !== 'all',
    ),
  );
  const exporters: AdminExporterDto[] = [];
  for (;;) {
    const url = queryKeyToUrl(['/api/admin', 'exporters', { ...params, offset: exporters.length }]);
    const page = (await (await apiRequest('GET', url)).json()) as AdminExporterListDto;
    exporters.push(...page.exporters);
    // A capped total ("100+") is only a lower bound: read on until a page comes back short.
    if (page.exporters.length < CSV_PAGE_SIZE || (!page.totalCapped && exporters.length >= page.total))
      return exporters;
    if (exporters.length > ADMIN_EXPORTER_MAX_OFFSET) return exporters;
  }
}

/** Saves `csv` as a file through the browser's download. */
export function downloadCsv(fileName: string, csv: string): void {
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (company names with accents, Urdu).
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
