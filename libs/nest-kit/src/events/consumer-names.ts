import type { ServiceName } from '@ped/contracts';

/** A consumer's name inside its service: lower-case words joined by '-' (`stats`, `exporter-directory`). */
export const CONSUMER_NAME_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * The JetStream durable of consumer `<service>.<name>`. Durable names may not contain '.', so the
 * two parts are joined by '_' (neither part can contain one). Durables live in the publisher's
 * stream, which already carries the deployment namespace (`<NAMESPACE>_CATALOG`).
 */
export function consumerDurableName(service: ServiceName, name: string): string {
  return `${service}_${name}`;
}

/** The request/reply pattern on which a service replays one of its dead letters. */
export function deadLetterReplayPattern(service: ServiceName): string {
  return `${service}.events.dead_letters.replay`;
}

export interface ReplayResult {
  id: string;
  /**
   * applied: the handler ran now; already-applied: the inbox shows the consumer applied the event
   * since (nothing ran); already-replayed / not-found: nothing to do; failed: see `error`.
   */
  status: 'applied' | 'already-applied' | 'already-replayed' | 'not-found' | 'failed';
  error?: string;
}
