import { randomBytes } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { SERVICE_NAMES } from '@ped/contracts';
import { streamName } from '@ped/nest-kit';
import { Redis } from 'ioredis';
import pg from 'pg';

const DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/ped',
  NATS_URL: 'nats://127.0.0.1:4222',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

/**
 * @typedef {object} TestEnv
 * @property {Record<string, string>} env  environment for the code under test: own database, own namespace
 * @property {string} namespace            prefix of its NATS subjects, JetStream streams and Redis keys
 * @property {string} databaseUrl
 * @property {() => Promise<void>} dispose drops the database, the streams and the keys
 */

/** The integration run's migrated and seeded database, which `createTestEnv(tag, { seeded: true })` copies. */
const SEEDED_TEMPLATE = 'PED_TEST_SEEDED_DATABASE';

/**
 * A throwaway database and a namespace for NATS subjects, JetStream streams and Redis keys, on the
 * configured (real) PostgreSQL, NATS and Redis. Runs never collide with each other or with `npm start`.
 * `seeded`: the database starts as a copy of the run's seeded one (every schema migrated, the demo
 * directory in it, its events still in the outbox for the services to send) instead of empty.
 * Plain JavaScript so that Jest's global setups can load it too.
 * @param {string} tag
 * @param {{ seeded?: boolean }} [options]
 * @returns {Promise<TestEnv>}
 */
export async function createTestEnv(tag, { seeded = false } = {}) {
  const run = process.env.PED_TEST_RUN ?? randomBytes(4).toString('hex');
  const id = `${run}_${tag}_${randomBytes(2).toString('hex')}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const namespace = `t_${id}`;
  const database = `ped_test_${id}`;
  const base = baseUrls();
  const template = process.env[SEEDED_TEMPLATE];
  if (seeded && !template)
    throw new Error(`a seeded test database needs ${SEEDED_TEMPLATE} (the global setup's)`);
  await adminQuery(
    base.DATABASE_URL,
    seeded ? `CREATE DATABASE "${database}" TEMPLATE "${template}"` : `CREATE DATABASE "${database}"`,
  );
  const databaseUrl = withDatabase(base.DATABASE_URL, database);
  return {
    env: {
      ...process.env,
      ...base,
      DATABASE_URL: databaseUrl,
      NAMESPACE: namespace,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    },
    namespace,
    databaseUrl,
    async dispose() {
      await adminQuery(base.DATABASE_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await deleteStreams(base.NATS_URL, namespace);
      await deleteRedisKeys(base.REDIS_URL, namespace);
    },
  };
}

/**
 * Makes the run's seeded database once (the global setup: seeding draws 252 exporters' pictures, ~12 s
 * of CPU that every suite copying it then skips) and names it for the workers.
 * @param {(env: Record<string, string>) => Promise<void>} migrateAndSeed
 * @returns {Promise<() => Promise<void>>} drops it
 */
export async function createSeededTemplate(migrateAndSeed) {
  const { env, databaseUrl, dispose } = await createTestEnv('seeded');
  await migrateAndSeed(env);
  // The seed's own relay sent some of its events to this namespace's streams: every copy sends them all
  // again, to its own.
  await query(
    databaseUrl,
    `DO $$ DECLARE s text; BEGIN
       FOR s IN SELECT table_schema FROM information_schema.tables WHERE table_name = 'outbox' LOOP
         EXECUTE format('UPDATE %I.outbox SET published_at = NULL', s);
       END LOOP;
     END $$`,
  );
  process.env[SEEDED_TEMPLATE] = new URL(databaseUrl).pathname.slice(1);
  return dispose;
}

function baseUrls() {
  return {
    DATABASE_URL: process.env.DATABASE_URL ?? DEFAULTS.DATABASE_URL,
    NATS_URL: process.env.NATS_URL ?? DEFAULTS.NATS_URL,
    REDIS_URL: process.env.REDIS_URL ?? DEFAULTS.REDIS_URL,
  };
}

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url, sql) {
  await query(withDatabase(url, 'postgres'), sql);
}

async function query(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function deleteStreams(natsUrl, namespace) {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    for (const service of SERVICE_NAMES) {
      await jsm.streams.delete(streamName(namespace, service)).catch(() => undefined);
    }
  } finally {
    await nc.close();
  }
}

async function deleteRedisKeys(redisUrl, namespace) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await redis.keys(`${namespace}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
