import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, Principal } from '@ped/contracts';
import type { EntityManager } from 'typeorm';
import { SERVICE_CONTEXT, type ServiceContext } from '../service-context.js';
import { OutboxRelay } from './outbox-relay.service.js';

/**
 * Records a domain event in the service's outbox, inside the caller's transaction: the event
 * exists if and only if the change committed. The relay publishes it afterwards.
 */
@Injectable()
export class OutboxService {
  constructor(
    @Inject(SERVICE_CONTEXT) private readonly context: ServiceContext,
    private readonly relay: OutboxRelay,
  ) {}

  async add<T>(
    manager: EntityManager,
    subject: string,
    data: T,
    actor?: Principal,
  ): Promise<EventEnvelope<T>> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(`Outbox event ${subject} must be written inside the transaction of its change`);
    }
    const envelope: EventEnvelope<T> = {
      id: randomUUID(),
      type: subject,
      occurredAt: new Date().toISOString(),
      version: 1,
      ...(actor ? { actor } : {}),
      data,
    };
    await manager.query(
      `INSERT INTO "${this.context.schema}".outbox (event_id, subject, envelope) VALUES ($1, $2, $3)`,
      [envelope.id, subject, JSON.stringify(envelope)],
    );
    this.relay.wakeUpSoon();
    return envelope;
  }
}
