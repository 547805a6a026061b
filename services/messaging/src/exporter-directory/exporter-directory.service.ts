import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EventEnvelope } from '@ped/contracts';
import type { ExporterChangedEvent } from '@ped/contracts/catalog';
import { EVENT_CONSUMERS } from '@ped/contracts/events';
import { EventConsumerService } from '@ped/nest-kit';
import type { EntityManager, Repository } from 'typeorm';
import { ExporterDirectoryEntry } from './exporter-directory.entity.js';

/** Keeps exporter_directory in step with the catalog's exporter events (consumer messaging.exporter-directory). */
@Injectable()
export class ExporterDirectoryService implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumerService,
    @InjectRepository(ExporterDirectoryEntry) private readonly entries: Repository<ExporterDirectoryEntry>,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    const upsert = (event: EventEnvelope<ExporterChangedEvent>, manager: EntityManager) =>
      this.upsert(manager, event.data);
    return this.consumers.subscribe(EVENT_CONSUMERS.messagingExporterDirectory, {
      'catalog.exporter.created': upsert,
      'catalog.exporter.updated': upsert,
      'catalog.exporter.deleted': async (event, manager) => {
        await manager.delete(ExporterDirectoryEntry, { id: event.data.id });
      },
    });
  }

  /** Whether buyers may contact this exporter (approved in the catalog, as far as events have told). */
  async isPublic(id: number): Promise<boolean> {
    return this.entries.existsBy({ id, isPublic: true });
  }

  private async upsert(manager: EntityManager, exporter: ExporterChangedEvent): Promise<void> {
    await manager.upsert(
      ExporterDirectoryEntry,
      {
        id: exporter.id,
        companyName: exporter.companyName,
        userId: exporter.userId,
        logoUrl: exporter.logoUrl,
        isPublic: exporter.status === 'approved',
        isPremium: exporter.isPremium,
        // Events from before issue 17 carry no e-mail: keep what is known.
        ...(exporter.email !== undefined ? { email: exporter.email } : {}),
      },
      ['id'],
    );
  }
}
