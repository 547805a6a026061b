import { join } from 'node:path';
import pg from 'pg';
import { freePort, migrateAndSeed, startSystem } from '../../tools/scripts/lib/system.mjs';
import { createTestEnv, type TestEnv } from '../../tools/testing/test-env.js';
import {
  startOwnNatsCluster,
  startOwnNatsServer,
  startOwnPostgres,
  startOwnRedisServer,
  type OwnNatsCluster,
  type OwnNatsServer,
} from './own-servers.js';
import type { OwnServer } from './own-server.js';

type Replicated = 'catalog' | 'identity' | 'messaging' | 'admin' | 'gateway';
/** A supervised process: the first replica by its name, the others as `catalog-2`. */
export type ProcessName = Replicated | 'edge' | `${Replicated}-${number}`;

interface Supervised {
  name: ProcessName;
  child: import('node:child_process').ChildProcess;
}

/**
 * The whole system as `npm start` runs it (services, gateway and edge, supervised: a process that dies is
 * started again), on a seeded database and namespace of its own, and NATS and Redis servers of its own.
 */
export interface ResilientSystem {
  /** The edge: what browsers and the load talk to. */
  url: string;
  testEnv: TestEnv;
  db: pg.Pool;
  /** Its NATS server; or, with `cluster`, its three clustered ones. */
  nats?: OwnNatsServer;
  cluster?: OwnNatsCluster;
  redis: OwnServer & { url: string };
  /** With `postgres`: its PostgreSQL server of its own (else the run's, with a database of its own). */
  postgres?: OwnServer;
  databaseUrl: string;
  /** The process id of one supervised process now (it changes when the process is started again). */
  pid(name: ProcessName): number | undefined;
  /** SIGKILL one process (its supervisor starts it again). */
  kill(name: ProcessName): Promise<void>;
  /** Milliseconds until the edge's /api/health answers 200 (every service, NATS and Redis ready). */
  untilHealthy(timeoutMs?: number): Promise<number>;
  /** Whether /api/health answers 200 now. */
  healthy(): Promise<boolean>;
  stop(): Promise<void>;
}

export async function startResilientSystem(
  tag: string,
  {
    env: extraEnv = {},
    cluster: clustered = false,
    postgres: ownPostgres = false,
    replicas = 1,
  }: { env?: Record<string, string>; cluster?: boolean; postgres?: boolean; replicas?: number } = {},
): Promise<ResilientSystem> {
  const nats = clustered ? undefined : await startOwnNatsServer();
  const cluster = clustered ? await startOwnNatsCluster() : undefined;
  const redis = await startOwnRedisServer();
  const postgres = ownPostgres ? await startOwnPostgres() : undefined;
  // Its own PostgreSQL is migrated and seeded here; else the run's seeded database is copied.
  const testEnv = await createTestEnv(tag, { seeded: !postgres });
  if (postgres) {
    const admin = new pg.Client({ connectionString: postgres.url.replace(/\/ped$/, '/postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE ped');
    await admin.end();
  }
  const databaseUrl = postgres?.url ?? testEnv.databaseUrl;
  const env = {
    ...testEnv.env,
    DATABASE_URL: databaseUrl,
    NATS_URL: (nats ?? cluster)!.url,
    NATS_STREAM_REPLICAS: cluster ? '3' : '1',
    REDIS_URL: redis.url,
    LOG_LEVEL: 'warn',
    // The load comes from one address through the edge.
    RATE_LIMIT_PER_IP_SCALE: '1000',
    // No mail catcher: mail waits in the outboxes (what is checked), its relay retrying.
    SMTP_PORT: String(await freePort()),
    ...extraEnv,
  };
  if (postgres) await migrateAndSeed({ ...env, LOG_LEVEL: 'warn' });
  const logDir = join(process.cwd(), '.tmp', 'resilience-logs', tag);
  const [edgePort, gatewayPort] = [await freePort(), await freePort()];
  const system = await startSystem({
    env,
    logDir,
    edgePort,
    gatewayPort,
    remotesFile: undefined,
    replicas,
  });
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // A pooled client whose server died errors once; the pool replaces it.
  db.on('error', () => undefined);
  const child = (name: ProcessName) => (system.children as Supervised[]).find((c) => c.name === name)!.child;
  const url = system.url.replace('localhost', '127.0.0.1');
  const healthy = async () =>
    fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok)
      .catch(() => false);
  return {
    url,
    testEnv,
    db,
    nats,
    cluster,
    redis,
    postgres,
    databaseUrl,
    pid: (name) => child(name).pid,
    async kill(name) {
      const target = child(name);
      await new Promise((resolve) => {
        target.once('exit', resolve);
        target.kill('SIGKILL');
      });
    },
    healthy,
    async untilHealthy(timeoutMs = 60_000) {
      const since = Date.now();
      while (!(await healthy())) {
        if (Date.now() - since > timeoutMs) throw new Error(`not healthy within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return Date.now() - since;
    },
    async stop() {
      await system.stop();
      await db.end();
      await (nats ?? cluster)!.dispose();
      await redis.kill();
      await postgres?.dispose();
      await testEnv.dispose();
    },
  };
}
