import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { NatsBus } from '../nats/nats-bus.js';
import type { ServiceContext } from '../service-context.js';
import { OutboxRelay } from './outbox-relay.service.js';

const row = (id: number, attempts = 0) => ({
  id: String(id),
  event_id: `event-${id}`,
  subject: 'messaging.message.sent',
  envelope: { id: `event-${id}`, data: { messageId: id } },
  attempts,
});

/** A relay over a fake outbox table (`pending` rows) and a fake JetStream whose publish `answer` decides. */
function relayOver(
  pending: ReturnType<typeof row>[],
  answer: (subject: string, data: string) => Promise<unknown>,
) {
  const queries: { sql: string; values?: unknown[] }[] = [];
  const manager = {
    query: async (sql: string, values?: unknown[]) => {
      queries.push({ sql, values });
      return sql.trimStart().startsWith('SELECT') ? pending : [];
    },
  } as unknown as EntityManager;
  const dataSource = {
    transaction: (work: (manager: EntityManager) => Promise<number>) => work(manager),
  } as unknown as DataSource;
  const published: string[] = [];
  const settled: string[] = [];
  const bus = {
    ensureStream: async () => 'stream',
    js: {
      publish: (subject: string, data: string) => {
        published.push(JSON.parse(data).id as string);
        return answer(subject, data).finally(() => settled.push(JSON.parse(data).id as string));
      },
    },
  } as unknown as NatsBus;
  const context = {
    service: 'messaging',
    schema: 'messaging',
    config: { NAMESPACE: 'test' },
  } as ServiceContext;
  const warnings: string[] = [];
  const logger = { warn: (_fields: unknown, message: string) => warnings.push(message) } as unknown as Logger;
  return { relay: new OutboxRelay(context, logger, dataSource, bus), queries, published, settled, warnings };
}

describe('OutboxRelay', () => {
  it('sends every pending event of a batch before the first answer, in order, then marks them in one UPDATE', async () => {
    const { relay, queries, published, settled } = relayOver([row(1), row(2), row(3)], async () => {
      // An answer comes only once every publish of the batch was sent: they are pipelined, not one at a time.
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(published).toHaveLength(3);
    });

    await expect(relay.publishPending()).resolves.toBe(3);

    expect(published).toEqual(['event-1', 'event-2', 'event-3']);
    expect(settled).toHaveLength(3);
    const updates = queries.filter(({ sql }) => sql.startsWith('UPDATE'));
    expect(updates).toHaveLength(1);
    expect(updates[0]!.sql).toContain('published_at = now()');
    expect(updates[0]!.values).toEqual([['1', '2', '3']]);
  });

  it('reschedules a failed publish with back-off and marks the others published', async () => {
    const { relay, queries, warnings } = relayOver([row(1), row(2, 3), row(3)], async (_subject, data) => {
      if (JSON.parse(data).id === 'event-2') throw new Error('timeout');
    });

    await expect(relay.publishPending()).resolves.toBe(2);

    const updates = queries.filter(({ sql }) => sql.startsWith('UPDATE'));
    expect(updates[0]!.values).toEqual([['1', '3']]);
    expect(updates[1]!.sql).toContain('attempts = attempts + 1');
    // The fourth attempt waits 4 s.
    expect(updates[1]!.values).toEqual(['2', 'Error: timeout', '4000']);
    expect(warnings).toEqual(['event publish failed']);
  });

  it('does nothing when no event is pending', async () => {
    const { relay, queries, published } = relayOver([], async () => undefined);

    await expect(relay.publishPending()).resolves.toBe(0);

    expect(published).toEqual([]);
    expect(queries.filter(({ sql }) => sql.startsWith('UPDATE'))).toEqual([]);
  });
});
