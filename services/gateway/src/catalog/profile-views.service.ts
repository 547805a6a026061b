import { Inject, Injectable } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import type { ServiceMessage } from '@ped/contracts';
import { CATALOG_EVENT_PATTERNS } from '@ped/contracts/catalog';
import { NATS_CLIENT, type CallContext } from '../services/service-client.js';

/**
 * Tells the catalog that a public profile was served: a fire-and-forget NATS message (no reply,
 * no wait), so counting never slows or fails the read. The catalog adds views up in batches.
 */
@Injectable()
export class ProfileViewsService {
  constructor(@Inject(NATS_CLIENT) private readonly client: ClientProxy) {}

  record(exporterId: number, call: CallContext): void {
    const message: ServiceMessage = { data: { id: exporterId }, requestId: call.requestId };
    this.client
      .emit(CATALOG_EVENT_PATTERNS.exporterProfileViewed, message)
      .subscribe({ error: () => undefined });
  }
}
