import type { ClientInfo, Principal } from '@ped/contracts';
import { CATALOG_SUBJECTS } from '@ped/contracts/catalog';
import type { OutboxService } from '@ped/nest-kit';
import type { EntityManager } from 'typeorm';
import type { Exporter } from './exporter.entity.js';
import { exporterChangedEvent } from './exporter.util.js';

/**
 * Takes an exporter off the directory for good: its products, categories, buyers' saved entries and
 * documents, then the exporter, with `catalog.exporter.deleted` (an administrator's removal, or the
 * exporter's own account deleted). `exporter` is locked by the caller's transaction.
 */
export async function deleteExporter(
  manager: EntityManager,
  outbox: OutboxService,
  exporter: Exporter,
  actor: Principal,
  client?: ClientInfo,
): Promise<void> {
  const event = await exporterChangedEvent(manager, exporter);
  // The rest hangs on the exporter by ON DELETE CASCADE; these go first, explicitly, as the contract says.
  for (const table of ['products', 'exporter_categories', 'saved_exporters', 'verification_documents'])
    await manager.query(`DELETE FROM catalog.${table} WHERE exporter_id = $1`, [exporter.id]);
  await manager.query('DELETE FROM catalog.exporters WHERE id = $1', [exporter.id]);
  await outbox.add(manager, CATALOG_SUBJECTS.exporterDeleted, event, actor, client);
}
