import type { RequestContext } from '@ped/contracts';
import { exporterPlan, type ExporterPlan, type ExporterStatus } from '@ped/contracts/options';
import { DomainException, requirePrincipal } from '@ped/nest-kit';
import type { EntityManager } from 'typeorm';
import { requireApproved } from './exporter-approval.util.js';
import { profileNotFound } from './my-exporter.constants.js';

/** The exporter profile the signed-in exporter account owns (any status). */
export interface OwnExporter {
  id: number;
  companyName: string;
  userId: number;
  status: ExporterStatus;
  plan: ExporterPlan;
}

/** The caller's exporter: an exporter account with a profile (403 for other accounts, 404 without one). */
export async function ownExporter(ctx: RequestContext, manager: EntityManager): Promise<OwnExporter> {
  const user = requirePrincipal(ctx, ['user']);
  if (user.role !== 'exporter') throw new DomainException('NOT_PERMITTED', 'Forbidden');
  const [row] = await manager.query<
    { id: number; company_name: string; status: ExporterStatus; is_premium: boolean }[]
  >('SELECT id, company_name, status, is_premium FROM catalog.exporters WHERE user_id = $1', [user.id]);
  if (!row) throw profileNotFound();
  return {
    id: row.id,
    companyName: row.company_name,
    userId: user.id,
    status: row.status,
    plan: exporterPlan(row.is_premium),
  };
}

/** The caller's exporter once approved: reading requirements and quoting wait for the review (403). */
export async function approvedExporter(ctx: RequestContext, manager: EntityManager): Promise<OwnExporter> {
  const exporter = await ownExporter(ctx, manager);
  requireApproved(exporter);
  return exporter;
}
