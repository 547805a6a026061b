import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ClientInfo, Principal } from '@ped/contracts';
import { CATALOG_SUBJECTS } from '@ped/contracts/catalog';
import type { VerificationCheck } from '@ped/contracts/options';
import { OutboxService } from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { Exporter } from '../exporter/exporter.entity.js';
import { exporterChangedEvent } from '../exporter/exporter.util.js';
import { meetsVerifiedRule, type PassedCheck } from './verification.rule.js';
import { PASSED_CHECKS_SQL } from './verification.sql.js';

export async function readPassedChecks(manager: EntityManager, exporterId: number): Promise<PassedCheck[]> {
  const rows: { checklist_item: VerificationCheck; completed_at: Date }[] = await manager.query(
    PASSED_CHECKS_SQL,
    [exporterId],
  );
  return rows.map((row) => ({ check: row.checklist_item, approvedAt: row.completed_at }));
}

/**
 * Applies the ladder's rule to `exporters.is_verified`. The flag moves only when the ladder's verdict
 * changes (kept in `verification_verdicts`): an approval that completes the rule verifies, a lapse or an
 * expiry of the rule unverifies, and an administrator's hand-set flag (PATCH …/verify) stands until then.
 * A change publishes `catalog.exporter.updated` (caches, read models, the ranking's input).
 */
@Injectable()
export class VerificationVerdicts {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** In the caller's transaction; answers the exporter's Verified flag afterwards. */
  async settle(
    manager: EntityManager,
    exporterId: number,
    actor?: Principal,
    client?: ClientInfo,
  ): Promise<boolean> {
    const exporter = await manager.findOne(Exporter, {
      where: { id: exporterId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!exporter) return false;
    const meets = meetsVerifiedRule(await readPassedChecks(manager, exporterId), new Date());
    const [verdict]: { meets_rule: boolean }[] = await manager.query(
      'SELECT meets_rule FROM catalog.verification_verdicts WHERE exporter_id = $1',
      [exporterId],
    );
    if ((verdict?.meets_rule ?? false) === meets) return exporter.isVerified;
    await manager.query(
      `INSERT INTO catalog.verification_verdicts (exporter_id, meets_rule) VALUES ($1, $2)
       ON CONFLICT (exporter_id) DO UPDATE SET meets_rule = EXCLUDED.meets_rule, changed_at = now()`,
      [exporterId, meets],
    );
    if (exporter.isVerified !== meets) {
      await manager.update(Exporter, { id: exporterId }, { isVerified: meets });
      exporter.isVerified = meets;
      await this.outbox.add(
        manager,
        CATALOG_SUBJECTS.exporterUpdated,
        await exporterChangedEvent(manager, exporter),
        actor,
        client,
      );
    }
    return meets;
  }

  /**
   * Time alone ends the rule (a lapse): a read that finds the stored verdict out of date with `passed`
   * settles it at once, so nothing waits for a timer to be right.
   */
  async settleIfDue(exporterId: number, passed: PassedCheck[], isVerified: boolean): Promise<boolean> {
    const [verdict]: { meets_rule: boolean }[] = await this.dataSource.query(
      'SELECT meets_rule FROM catalog.verification_verdicts WHERE exporter_id = $1',
      [exporterId],
    );
    if ((verdict?.meets_rule ?? false) === meetsVerifiedRule(passed, new Date())) return isVerified;
    return this.dataSource.transaction((manager) => this.settle(manager, exporterId));
  }

  /** The exporters whose verdict still says "met": each is settled again (the periodic lapse sweep). */
  async settleAllMet(): Promise<number> {
    const rows: { exporter_id: number }[] = await this.dataSource.query(
      'SELECT exporter_id FROM catalog.verification_verdicts WHERE meets_rule',
    );
    for (const { exporter_id } of rows) {
      const passed = await readPassedChecks(this.dataSource.manager, exporter_id);
      if (!meetsVerifiedRule(passed, new Date())) {
        await this.dataSource.transaction((manager) => this.settle(manager, exporter_id));
      }
    }
    return rows.length;
  }
}
