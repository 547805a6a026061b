import type { ExporterStatus } from '@ped/contracts/options';

const LABELS: Record<ExporterStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Not approved',
};

const PALETTES: Record<ExporterStatus, string> = { pending: 'orange', approved: 'green', rejected: 'red' };

export const statusLabel = (status: ExporterStatus): string => LABELS[status];
export const statusPalette = (status: ExporterStatus): string => PALETTES[status];
