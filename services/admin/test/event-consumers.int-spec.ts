import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { Injectable, Module, type INestMicroservice, type OnApplicationBootstrap } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { EventEnvelope } from '@ped/contracts';
import { CATALOG_SUBJECTS } from '@ped/contracts/catalog';
import type { ConsumerDeclaration, EventSubject } from '@ped/contracts/events';
import {
  consumerDurableName,
  EventConsumerService,
  namespaced,
  startService,
  streamName,
  type EventHandler,
  type ServiceDefinition,
} from '@ped/nest-kit';
import pg from 'pg';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { adminService } from '../src/admin.definition.js';
import { AppModule } from '../src/app.module.js';
import type { AdminConfig } from '../src/config/admin.config.js';

const run = promisify(execFile);

/** Test doubles: what each probe consumer applied, one row per application (no unique key). */
const state = { failOnceInB: new Set<string>(), poisoned: true };

const record =
  (consumer: string): EventHandler<EventSubject> =>
  async (event, manager) => {
    await manager.query('INSERT INTO public.applied (consumer, event_id) VALUES ($1, $2)', [
      consumer,
      event.id,
    ]);
  };

/** Test-only consumers (not in EVENT_CONSUMERS, so not in docs/events.md). */
const probeA = {
  service: 'admin',
  name: 'probe-a',
  from: 'catalog',
  subjects: ['catalog.category.created', 'catalog.exporter.created'],
} as const satisfies ConsumerDeclaration;
const probeB = { ...probeA, name: 'probe-b', subjects: ['catalog.category.created'] } as const;
const poison = { ...probeA, name: 'poison', subjects: ['catalog.exporter.deleted'] } as const;

@Injectable()
class ProbeConsumers implements OnApplicationBootstrap {
  constructor(private readonly consumers: EventConsumerService) {}

  async onApplicationBootstrap(): Promise<void> {
    // Two consumers on the same stream (the catalog's) as admin's own `stats`, with overlapping subjects.
    await this.consumers.subscribe(probeA, {
      'catalog.category.created': record('probe-a'),
      'catalog.exporter.created': record('probe-a'),
    });
    await this.consumers.subscribe(
      probeB,
      {
        'catalog.category.created': async (event, manager) => {
          await record('probe-b')(event, manager);
          if (state.failOnceInB.delete(event.id)) throw new Error('transient failure: redeliver');
        },
      },
      { retryDelayMs: () => 100 },
    );
    await this.consumers.subscribe(
      poison,
      {
        'catalog.exporter.deleted': async (event, manager) => {
          if (state.poisoned) throw new Error('handler bug: cannot read exporter');
          await record('poison')(event, manager);
        },
      },
      { maxDeliveries: 2, retryDelayMs: () => 100 },
    );
  }
}

@Module({ providers: [ProbeConsumers] })
class ProbeModule {}

/** The admin service with three more consumers of the catalog stream. */
const adminWithProbes: ServiceDefinition<AdminConfig> = {
  ...adminService,
  appModule: (config) => {
    const app = AppModule.forRoot(config);
    return { ...app, imports: [...(app.imports ?? []), ProbeModule] };
  },
};

function event(type: string, data: unknown = { id: 1 }): EventEnvelope {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), version: 1, data };
}

describe('named event consumers, inbox per consumer, dead letters (real JetStream and PostgreSQL)', () => {
  let testEnv: TestEnv;
  let service: INestMicroservice;
  let nc: NatsConnection;
  let db: pg.Client;

  const publish = (envelope: EventEnvelope, msgID = envelope.id) =>
    jetstream(nc).publish(namespaced(testEnv.namespace, envelope.type), JSON.stringify(envelope), { msgID });
  const applied = async (consumer: string) =>
    (
      await db.query<{ event_id: string; n: number }>(
        'SELECT event_id, count(*)::int AS n FROM public.applied WHERE consumer = $1 GROUP BY event_id',
        [consumer],
      )
    ).rows;
  const settled = async (...names: string[]) => {
    const jsm = await jetstreamManager(nc);
    for (const name of names) {
      const info = await jsm.consumers.info(
        streamName(testEnv.namespace, 'catalog'),
        consumerDurableName('admin', name),
      );
      if (info.num_ack_pending > 0 || info.num_pending > 0) return false;
    }
    return true;
  };
  const events = (...args: string[]) =>
    run('node', ['tools/scripts/events.mjs', ...args], { env: testEnv.env, cwd: process.cwd() });

  beforeAll(async () => {
    testEnv = await createTestEnv('admin_consumers');
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    await db.query('CREATE TABLE public.applied (consumer text NOT NULL, event_id uuid NOT NULL)');
    service = await startService(adminWithProbes, testEnv.env);
    nc = await connect({ servers: testEnv.env.NATS_URL });
  });

  afterAll(async () => {
    await service?.close();
    await nc?.close();
    await db?.end();
    await testEnv?.dispose();
  });

  it('gives each consumer of one stream every event, applied exactly once per consumer despite redeliveries', async () => {
    const categories = [1, 2, 3, 4, 5].map(() => event(CATALOG_SUBJECTS.categoryCreated));
    const exporters = [1, 2].map(() => event(CATALOG_SUBJECTS.exporterCreated));
    state.failOnceInB.add(categories[2].id); // probe-b fails once: JetStream redelivers it
    for (const envelope of [...categories, ...exporters]) await publish(envelope);
    // Re-published past de-duplication (a relay retrying after the window): only the inboxes stop them.
    await publish(categories[0], `${categories[0].id}-again`);
    await publish(exporters[1], `${exporters[1].id}-again`);

    await eventually(
      async () => (await applied('probe-a')).length === 7 && (await applied('probe-b')).length === 5,
    );
    await eventually(() => settled('stats', 'probe-a', 'probe-b'));

    const a = await applied('probe-a');
    expect(a.map((row) => row.event_id).sort()).toEqual(
      [...categories, ...exporters].map((e) => e.id).sort(),
    );
    expect(a.every((row) => row.n === 1)).toBe(true);
    const b = await applied('probe-b');
    expect(b.map((row) => row.event_id).sort()).toEqual(categories.map((e) => e.id).sort());
    expect(b.every((row) => row.n === 1)).toBe(true);
    expect(state.failOnceInB.size).toBe(0);
    // admin's own consumer on the same stream counted every category too.
    const { rows: counters } = await db.query(
      "SELECT value::int AS v FROM admin.stats_counters WHERE name = 'categories'",
    );
    expect(counters[0].v).toBe(5);
    const { rows: inbox } = await db.query(
      'SELECT consumer, count(*)::int AS n FROM admin.inbox GROUP BY consumer ORDER BY consumer',
    );
    expect(inbox).toEqual([
      { consumer: 'probe-a', n: 7 },
      { consumer: 'probe-b', n: 5 },
      { consumer: 'stats', n: 7 },
    ]);
  });

  it('refuses a second subscription with the same name, and names that are not plain words', async () => {
    const consumers = service.get(EventConsumerService);
    const handlers = { 'catalog.category.created': record('x') };
    await expect(consumers.subscribe(probeB, handlers)).rejects.toThrow(/admin\.probe-b is subscribed twice/);
    await expect(consumers.subscribe({ ...probeB, name: 'stats' }, handlers)).rejects.toThrow(
      /subscribed twice/,
    );
    await expect(consumers.subscribe({ ...probeB, name: 'a.b' }, handlers)).rejects.toThrow(/must match/);
  });

  it('keeps a poison event as a dead letter; once the handler is fixed, the command replays it once', async () => {
    const poison = event(CATALOG_SUBJECTS.exporterDeleted, { id: 999 });
    await publish(poison);
    await eventually(async () => {
      const { rows } = await db.query(
        "SELECT attempts, error FROM admin.dead_letters WHERE consumer = 'poison' AND event_id = $1",
        [poison.id],
      );
      return rows.length === 1 && rows[0].attempts === 2 && /handler bug/.test(rows[0].error);
    });
    const { rows } = await db.query<{ id: string }>('SELECT id FROM admin.dead_letters WHERE event_id = $1', [
      poison.id,
    ]);
    const id = rows[0].id;

    const listed = await events('dead-letters');
    expect(listed.stdout).toContain(id);
    expect(listed.stdout).toContain('admin.poison');
    expect(listed.stdout).toContain('handler bug');

    // Still broken: the replay fails, is recorded, and nothing is applied.
    await expect(events('replay', id)).rejects.toMatchObject({ stdout: expect.stringContaining('failed') });
    expect(await applied('poison')).toEqual([]);

    state.poisoned = false; // the fix is deployed
    expect((await events('replay', id)).stdout).toContain(`${id}: applied (admin)`);
    expect((await events('replay', id)).stdout).toContain(`${id}: already-replayed`);
    expect(await applied('poison')).toEqual([{ event_id: poison.id, n: 1 }]);
    expect((await events('dead-letters')).stdout).not.toContain(id);
    expect((await events('dead-letters', '--all')).stdout).toContain(id);
    // Five runs of the command, each a node process that connects to NATS and PostgreSQL: 17 s on a quiet
    // machine, past jest's 30 s default while other suites run beside it.
  }, 90_000);
});
