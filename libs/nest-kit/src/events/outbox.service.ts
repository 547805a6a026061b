import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ClientInfo, Principal } from '@ped/contracts';
import { EVENTS, type EventData, type EventSubject, type TypedEventEnvelope } from '@ped/contracts/events';
import { currentTraceFields } from '@ped/telemetry';
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

  /** `data` must be the subject's payload in the contracts' event map; the version comes from there too. */
  async add<S extends EventSubject>(
    manager: EntityManager,
    subject: S,
    data: EventData<S>,
    actor?: Principal,
    /** Pass `ctx.client` for an administrator's action: the admin activity log records its IP and user agent. */
    client?: ClientInfo,
  ): Promise<TypedEventEnvelope<S>> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(`Outbox event ${subject} must be written inside the transaction of its change`);
    }
    const info = EVENTS[subject];
    if (info?.publisher !== this.context.service) {
      throw new Error(
        `${this.context.service} does not publish ${subject} (see EVENTS in @ped/contracts/events)`,
      );
    }
    const trace = currentTraceFields();
    const envelope: TypedEventEnvelope<S> = {
      id: randomUUID(),
      type: subject,
      occurredAt: new Date().toISOString(),
      version: info.version,
      ...(actor ? { actor } : {}),
      ...(client ? { client } : {}),
      // Kept with the event until the relay publishes it: its handling joins the trace of this request.
      ...(trace ? { trace } : {}),
      data,
    };
    await manager.query(
      `INSERT INTO "${this.context.schema}".outbox (event_id, subject, envelope) VALUES ($1, $2, $3)`,
      [envelope.id, subject, JSON.stringify(envelope)],
    );
    this.relay.wakeUpSoon(manager.queryRunner);
    return envelope;
  }
}
