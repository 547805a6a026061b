import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import { CATALOG_SUBJECTS, type ExporterProfileCommand, type MyExporterDto } from '@ped/contracts/catalog';
import { EXPORTER_PROFILE_MESSAGES } from '@ped/contracts/options';
import { DomainException, isUniqueViolation, OutboxService, requirePrincipal } from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { APPLICATION_EMAIL_TAKEN } from '../exporter-application/exporter-application.constants.js';
import { Exporter } from '../exporter/exporter.entity.js';
import { exporterChangedEvent } from '../exporter/exporter.util.js';
import { profileNotFound, UNIQUE_OWNER_INDEX } from './my-exporter.constants.js';
import { EMAIL_TAKEN_SQL, MY_EXPORTER_SQL } from './my-exporter.sql.js';
import { applyProfile, toMyExporterDto, type MyExporterRow } from './my-exporter.util.js';

/**
 * The exporter an exporter account owns (`exporters.user_id`): read in any status, created from the
 * dashboard (pending review), edited. Each change and its `catalog.exporter.*` event commit together,
 * so the gateway's cache and the read models of other services follow every edit.
 */
@Injectable()
export class MyExporterService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async get(ctx: RequestContext): Promise<MyExporterDto> {
    const user = requirePrincipal(ctx, ['user']);
    return readMine(this.dataSource.manager, user.id);
  }

  /** An account creates its one profile; it waits for review like a signup. */
  async create(ctx: RequestContext, command: ExporterProfileCommand): Promise<MyExporterDto> {
    const user = requirePrincipal(ctx, ['user']);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const owned: unknown[] = await manager.query('SELECT 1 FROM catalog.exporters WHERE user_id = $1', [
          user.id,
        ]);
        if (owned.length > 0) throw profileExists();
        await requireFreeEmail(manager, command.email, null);
        const exporter = manager.create(Exporter, {
          userId: user.id,
          logoUrl: null,
          businessType: null,
          isVerified: false,
          isPremium: false,
          status: 'pending',
          rejectionReason: null,
        });
        applyProfile(exporter, command, new Date());
        await manager.save(exporter);
        await this.outbox.add(
          manager,
          CATALOG_SUBJECTS.exporterCreated,
          await exporterChangedEvent(manager, exporter),
          user,
        );
        return readMine(manager, user.id);
      });
    } catch (error) {
      // Two creates at once: the unique owner index lets one through.
      if (isUniqueViolation(error) && constraintOf(error) === UNIQUE_OWNER_INDEX) throw profileExists();
      throw error;
    }
  }

  /**
   * Replaces the profile with the command. A rejected profile that is saved again goes back to review
   * (pending, the old reason cleared); an approved one stays public and shows the edit at once.
   */
  async update(ctx: RequestContext, command: ExporterProfileCommand): Promise<MyExporterDto> {
    const user = requirePrincipal(ctx, ['user']);
    return this.dataSource.transaction(async (manager) => {
      const exporter = await manager.findOne(Exporter, {
        where: { userId: user.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!exporter) throw profileNotFound();
      await requireFreeEmail(manager, command.email, exporter.id);
      applyProfile(exporter, command, new Date());
      if (exporter.status === 'rejected') {
        exporter.status = 'pending';
        exporter.rejectionReason = null;
      }
      await manager.save(exporter);
      await this.outbox.add(
        manager,
        CATALOG_SUBJECTS.exporterUpdated,
        await exporterChangedEvent(manager, exporter),
        user,
      );
      return readMine(manager, user.id);
    });
  }
}

async function readMine(manager: EntityManager, userId: number): Promise<MyExporterDto> {
  const [row] = (await manager.query(MY_EXPORTER_SQL, [userId])) as MyExporterRow[];
  if (!row) throw profileNotFound();
  return toMyExporterDto(row);
}

/** The e-mail of another exporter or of another's application is taken (the signup's rule and text). */
async function requireFreeEmail(manager: EntityManager, email: string, ownId: number | null): Promise<void> {
  const taken: unknown[] = await manager.query(EMAIL_TAKEN_SQL, [email.toLowerCase(), ownId]);
  if (taken.length > 0) throw new DomainException('APPLICATION_EMAIL_TAKEN', APPLICATION_EMAIL_TAKEN);
}

const profileExists = () => new DomainException('EXPORTER_PROFILE_EXISTS', EXPORTER_PROFILE_MESSAGES.exists);

function constraintOf(error: unknown): string | undefined {
  const { constraint, driverError } = error as { constraint?: string; driverError?: { constraint?: string } };
  return constraint ?? driverError?.constraint;
}
