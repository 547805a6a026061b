import { randomUUID } from 'node:crypto';
import { SERVICE_NAMES, type ServiceMessage, type ServiceName } from '@ped/contracts';
import pg from 'pg';
import { firstValueFrom, timeout } from 'rxjs';
import { natsConnectionOptions } from '../nats/connection-options.js';
import { NamespacedNatsClient } from '../nats/namespaced-transport.js';
import { deadLetterReplayPattern, type ReplayResult } from './consumer-names.js';

export interface DeadLetter {
  id: string;
  service: ServiceName;
  /** `<service>.<consumer>` */
  consumer: string;
  eventId: string | null;
  subject: string;
  error: string;
  attempts: number;
  firstFailedAt: Date;
  lastFailedAt: Date;
  replayedAt: Date | null;
}

export interface DeadLetterAdminOptions {
  databaseUrl: string;
  natsUrl: string;
  namespace: string;
}

const REPLAY_TIMEOUT_MS = 30_000;

/**
 * What `npm run events` does: lists the dead letters of every service schema (straight from
 * PostgreSQL, so it works while a service is down) and asks the owning service to replay one
 * (the handler runs in the service, through the consumer's inbox).
 */
export class DeadLetterAdmin {
  private readonly pool: pg.Pool;
  private client?: NamespacedNatsClient;

  constructor(private readonly options: DeadLetterAdminOptions) {
    this.pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  }

  async list(filter: { service?: ServiceName; includeReplayed?: boolean } = {}): Promise<DeadLetter[]> {
    const letters: DeadLetter[] = [];
    for (const service of filter.service ? [filter.service] : SERVICE_NAMES) {
      if (!(await this.hasTable(service))) continue;
      const { rows } = await this.pool.query<{
        id: string;
        consumer: string;
        event_id: string | null;
        subject: string;
        error: string;
        attempts: number;
        first_failed_at: Date;
        last_failed_at: Date;
        replayed_at: Date | null;
      }>(
        `SELECT id, consumer, event_id, subject, error, attempts, first_failed_at, last_failed_at, replayed_at
           FROM "${service}".dead_letters ${filter.includeReplayed ? '' : 'WHERE replayed_at IS NULL'}
          ORDER BY last_failed_at`,
      );
      for (const row of rows) {
        letters.push({
          id: row.id,
          service,
          consumer: `${service}.${row.consumer}`,
          eventId: row.event_id,
          subject: row.subject,
          error: row.error,
          attempts: row.attempts,
          firstFailedAt: row.first_failed_at,
          lastFailedAt: row.last_failed_at,
          replayedAt: row.replayed_at,
        });
      }
    }
    return letters;
  }

  /** Replays one dead letter in the service that owns it (which must be running). */
  async replay(id: string): Promise<ReplayResult & { service?: ServiceName }> {
    const service = await this.ownerOf(id);
    if (!service) return { id, status: 'not-found' };
    this.client ??= new NamespacedNatsClient(
      natsConnectionOptions(this.options.natsUrl, 'events-command'),
      this.options.namespace,
    );
    const message: ServiceMessage = { data: { id }, requestId: `events-${randomUUID()}` };
    const result = await firstValueFrom(
      this.client
        .send<ReplayResult>(deadLetterReplayPattern(service), message)
        .pipe(timeout(REPLAY_TIMEOUT_MS)),
    );
    return { ...result, service };
  }

  async close(): Promise<void> {
    await this.client?.close();
    await this.pool.end();
  }

  private async ownerOf(id: string): Promise<ServiceName | undefined> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
    for (const service of SERVICE_NAMES) {
      if (!(await this.hasTable(service))) continue;
      const { rowCount } = await this.pool.query(`SELECT 1 FROM "${service}".dead_letters WHERE id = $1`, [
        id,
      ]);
      if (rowCount) return service;
    }
    return undefined;
  }

  private async hasTable(service: ServiceName): Promise<boolean> {
    const { rows } = await this.pool.query<{ t: string | null }>('SELECT to_regclass($1) AS t', [
      `"${service}".dead_letters`,
    ]);
    return rows[0]?.t != null;
  }
}
