import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@ped/contracts';
import type { CategoryCreatedEvent } from '@ped/contracts/catalog';
import type { EntityManager } from 'typeorm';
import { COUNTERS } from '../counters/counters.constants.js';
import { CountersService } from '../counters/counters.service.js';

/** Category names (the exporters' counts per category are kept by the exporter read model). */
@Injectable()
export class CategoriesReadModelService {
  constructor(private readonly counters: CountersService) {}

  async created(manager: EntityManager, event: EventEnvelope<CategoryCreatedEvent>): Promise<void> {
    await manager.query(
      `INSERT INTO admin.categories (id, name) VALUES ($1, $2)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`,
      [event.data.id, event.data.name],
    );
    await this.counters.add(manager, COUNTERS.categories, 1);
  }
}
