import type { Principal, RequestContext } from '@ped/contracts';
import { CATALOG_SUBJECTS } from '@ped/contracts/catalog';
import type { OutboxService } from '@ped/nest-kit';
import type { EntityManager } from 'typeorm';

/** An administrator's change to one exporter, for the admin activity log (`exporter.<verb>`). */
export interface ExporterAdminAction {
  verb: 'approved' | 'rejected' | 'verified' | 'unverified' | 'removed';
  exporterId: number;
  /** One sentence, e.g. `Approved Al-Karam Textiles`. */
  details: string;
}

/** `catalog.admin_action.recorded` in the change's transaction, with the admin and its HTTP client. */
export async function recordExporterAdminAction(
  outbox: OutboxService,
  manager: EntityManager,
  ctx: RequestContext,
  admin: Principal,
  action: ExporterAdminAction,
): Promise<void> {
  await outbox.add(
    manager,
    CATALOG_SUBJECTS.adminActionRecorded,
    {
      action: `exporter.${action.verb}`,
      targetType: 'exporter',
      targetId: action.exporterId,
      details: action.details.slice(0, 1000),
    },
    admin,
    ctx.client,
  );
}
