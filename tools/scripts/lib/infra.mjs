import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

export const DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/ped',
  NATS_URL: 'nats://127.0.0.1:4222',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

const DATA = join(ROOT, '.data', 'infra');

function reachable(url, timeoutMs = 1000) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitReachable(url, seconds = 15) {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (await reachable(url, 250)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const has = (binary) => spawnSync('sh', ['-c', `command -v ${binary}`]).status === 0;

/** Runs a server as our child (logging under .data/infra) so that we can stop it again. */
function spawnServer(name, command, args) {
  const dir = join(DATA, name);
  mkdirSync(dir, { recursive: true });
  const log = openSync(join(dir, `${name}.log`), 'a');
  const child = spawn(command, args(dir), { stdio: ['ignore', log, log] });
  return { stop: () => child.kill('SIGTERM') };
}

/**
 * How each piece of infrastructure is started locally when its binary is installed: `start`
 * returns a handle whose `stop` undoes it, or null when it cannot start one here.
 */
const STARTERS = {
  PostgreSQL: {
    url: 'DATABASE_URL',
    install: 'apt-get install -y postgresql (Debian/Ubuntu), or point DATABASE_URL at a running server',
    start() {
      if (!has('pg_ctlcluster') || !existsSync('/etc/postgresql')) return null;
      const cluster = ['--skip-systemctl-redirect', readdirSync('/etc/postgresql')[0], 'main'];
      if (spawnSync('pg_ctlcluster', [...cluster, 'start'], { stdio: 'inherit' }).status !== 0) return null;
      return { stop: () => spawnSync('pg_ctlcluster', [...cluster, 'stop'], { stdio: 'inherit' }) };
    },
  },
  NATS: {
    url: 'NATS_URL',
    install: 'apt-get install -y nats-server, or point NATS_URL at a server started with JetStream (-js)',
    start(url) {
      if (!has('nats-server')) return null;
      const { port } = new URL(url);
      return spawnServer('nats', 'nats-server', (dir) => ['-js', '-a', '127.0.0.1', '-p', port, '-sd', dir]);
    },
  },
  Redis: {
    url: 'REDIS_URL',
    install: 'apt-get install -y redis-server, or point REDIS_URL at a running server',
    start(url) {
      if (!has('redis-server')) return null;
      const { port } = new URL(url);
      return spawnServer('redis', 'redis-server', (dir) => [
        ...['--bind', '127.0.0.1', '--port', port, '--dir', dir],
        ...['--save', '', '--appendonly', 'no'],
      ]);
    },
  },
};

/**
 * Makes sure PostgreSQL, NATS (JetStream) and Redis answer at the configured URLs; starts a local
 * one when it is not running and its binary is installed, otherwise stops with how to get it.
 * Resolves with a function that stops whatever it started.
 */
export async function ensureInfrastructure(env) {
  const started = [];
  const stopStarted = async () => {
    for (const handle of started.reverse()) handle.stop();
  };
  for (const [name, starter] of Object.entries(STARTERS)) {
    const url = env[starter.url] ?? DEFAULTS[starter.url];
    if (await reachable(url)) continue;
    const local = ['localhost', '127.0.0.1', '::1', '[::1]'].includes(new URL(url).hostname);
    console.log(`${name} is not reachable at ${url}; starting a local one…`);
    const handle = local ? starter.start(url) : null;
    if (handle) started.push(handle);
    if (!handle || !(await waitReachable(url))) {
      await stopStarted();
      throw new Error(
        `${name} is not running at ${url} and could not be started here.\n  Install it: ${starter.install}.`,
      );
    }
  }
  return stopStarted;
}

/** Creates the database named by DATABASE_URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  // Imported here: npm start may run before dependencies are installed.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** Drops a throwaway database (test runs). */
export async function dropDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  // Imported here: npm start may run before dependencies are installed.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
