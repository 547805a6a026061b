import type { AdminExporterDto } from '@ped/contracts/catalog';
import type { ExporterStatus } from '@ped/contracts/options';

export const STATUS_LABELS: Record<ExporterStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const STATUS_PALETTES: Record<ExporterStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

/** Spec: the plan shows as Premium or Free; the paid tier is named beside it. */
export function planLabel(exporter: Pick<AdminExporterDto, 'plan'>): string {
  if (exporter.plan === 'professional') return 'Premium · Professional';
  if (exporter.plan === 'enterprise') return 'Premium · Enterprise';
  return 'Free';
}
