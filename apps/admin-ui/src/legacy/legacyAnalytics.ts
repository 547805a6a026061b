import type { AdminStatsDto } from '@ped/contracts/admin';

/** Spec: verified divided by total, rounded to a whole percent (0 while there is no exporter). */
export const verificationRate = ({ verifiedExporters, totalExporters }: AdminStatsDto): number =>
  totalExporters === 0 ? 0 : Math.round((verifiedExporters / totalExporters) * 100);

/** Spec: users per exporter, rounded (0 while there is no exporter). */
export const userToExporterRatio = ({ totalUsers, totalExporters }: AdminStatsDto): number =>
  totalExporters === 0 ? 0 : Math.round(totalUsers / totalExporters);
