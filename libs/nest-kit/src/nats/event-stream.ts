import type { JetStreamManager } from '@nats-io/jetstream';
import type { ServiceName } from '@ped/contracts';
import { namespaced, streamName } from './namespace.js';

const TWO_MINUTES_NS = 2 * 60 * 1_000_000_000;

/**
 * Finds or creates a service's event stream (`<service>.>` under the namespace, 2-minute
 * de-duplication window, `replicas` copies). Publishers and every consumer, services and gateway alike, create it with
 * this one configuration, so whichever starts first creates it. `created` is true when this call did.
 */
export async function ensureEventStream(
  jsm: JetStreamManager,
  namespace: string,
  service: ServiceName,
  replicas = 1,
): Promise<{ name: string; subjects: string[]; created: boolean }> {
  const name = streamName(namespace, service);
  const subjects = [namespaced(namespace, `${service}.>`)];
  try {
    await jsm.streams.info(name);
    return { name, subjects, created: false };
  } catch {
    await jsm.streams.add({ name, subjects, duplicate_window: TWO_MINUTES_NS, num_replicas: replicas });
    return { name, subjects, created: true };
  }
}
