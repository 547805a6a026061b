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

/**
 * A throwaway database and a namespace for NATS subjects, JetStream streams and Redis keys, on the
 * configured (real) PostgreSQL, NATS and Redis. Runs never collide with each other or with `npm start`.
 * Plain JavaScript so that Jest's global setups can load it too.
 * @param {string} tag
 * @returns {Promise<TestEnv>}
 */
export async function createTestEnv(tag) {
  const run = process.env.PED_TEST_RUN ?? randomBytes(4).toString('hex');
  const id = `${run}_${tag}_${randomBytes(2).toString('hex')}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const namespace = `t_${id}`;
  const database = `ped_test_${id}`;
  const base = {
    DATABASE_URL: process.env.DATABASE_URL ?? DEFAULTS.DATABASE_URL,
    NATS_URL: process.env.NATS_URL ?? DEFAULTS.NATS_URL,
    REDIS_URL: process.env.REDIS_URL ?? DEFAULTS.REDIS_URL,
  };
  await adminQuery(base.DATABASE_URL, `CREATE DATABASE "${database}"`);
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

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
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
