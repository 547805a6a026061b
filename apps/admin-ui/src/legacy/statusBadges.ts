/** The colour of a status badge in the legacy dashboard (exporter and conversation statuses). */
const PALETTES: Record<string, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  active: 'green',
  archived: 'gray',
  blocked: 'red',
};

export const statusPalette = (status: string): string => PALETTES[status] ?? 'gray';

/** "pending" → "Pending". */
export const statusLabel = (status: string): string =>
  status ? status.charAt(0).toUpperCase() + status.slice(1) : status;
