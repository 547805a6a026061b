import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tools/testing/node-process.js';
import { startOwnServer, type OwnServer } from './own-server.js';

/** NATS with JetStream of a test's own; its store (a temporary folder) outlives a kill, as a disk would. */
export interface OwnNatsServer extends OwnServer {
  url: string;
  dispose(): Promise<void>;
}

export async function startOwnNatsServer(): Promise<OwnNatsServer> {
  const store = mkdtempSync(join(tmpdir(), 'ped-nats-'));
  const server = await startOwnServer('nats-server', (port) => [
    '-a',
    '127.0.0.1',
    '-p',
    String(port),
    '-js',
    '-sd',
    store,
  ]);
  return {
    ...server,
    url: `nats://127.0.0.1:${server.port}`,
    async dispose() {
      await server.kill();
      rmSync(store, { recursive: true, force: true });
    },
  };
}

/** Redis of a test's own, keeping nothing on disk (as the machine's): a restart loses every key. */
export async function startOwnRedisServer(): Promise<OwnServer & { url: string }> {
  const server = await startOwnServer('redis-server', (port) => [
    '--bind',
    '127.0.0.1',
    '--port',
    String(port),
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  return { ...server, url: `redis://127.0.0.1:${server.port}` };
}

/** Three NATS servers clustered with JetStream (streams may keep 3 copies); NATS_URL lists them all. */
export interface OwnNatsCluster {
  url: string;
  nodes: { name: string; server: OwnServer }[];
  dispose(): Promise<void>;
}

export async function startOwnNatsCluster(size = 3): Promise<OwnNatsCluster> {
  const routes = await Promise.all(Array.from({ length: size }, () => freePort()));
  const stores = routes.map(() => mkdtempSync(join(tmpdir(), 'ped-nats-')));
  const routeList = routes.map((port) => `nats://127.0.0.1:${port}`).join(',');
  const nodes = await Promise.all(
    routes.map(async (route, i) => ({
      name: `n${i + 1}`,
      server: await startOwnServer('nats-server', (port) => [
        ...['-a', '127.0.0.1', '-p', String(port), '-n', `n${i + 1}`, '-js', '-sd', stores[i]!],
        ...['--cluster_name', 'ped', '--cluster', `nats://127.0.0.1:${route}`, '--routes', routeList],
      ]),
    })),
  );
  return {
    url: nodes.map(({ server }) => `nats://127.0.0.1:${server.port}`).join(','),
    nodes,
    async dispose() {
      await Promise.all(nodes.map(({ server }) => server.kill()));
      for (const store of stores) rmSync(store, { recursive: true, force: true });
    },
  };
}

/**
 * A PostgreSQL cluster of a test's own (initdb into a temporary folder, run as the `postgres` user: the
 * server refuses root), trust authentication on 127.0.0.1. Killing it is a crash: it recovers from its WAL.
 */
export async function startOwnPostgres(): Promise<OwnServer & { url: string; dispose(): Promise<void> }> {
  const { uid, gid } = postgresUser();
  const data = mkdtempSync(join(tmpdir(), 'ped-pg-'));
  chownSync(data, uid, gid);
  execFileSync('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres'], { uid, gid, stdio: 'ignore' });
  const server = await startOwnServer(
    'postgres',
    (port) => [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      data,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
    ],
    { uid, gid },
  );
  return {
    ...server,
    url: `postgres://postgres@127.0.0.1:${server.port}/ped`,
    async dispose() {
      await server.kill();
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/** The `postgres` account Debian's packages make (id throws when there is none). */
function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}
