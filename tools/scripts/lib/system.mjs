import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';
import { runOrThrow } from './run.mjs';

export const SERVICES = ['catalog', 'identity', 'messaging', 'admin'];
/** The services with a worker (`dist/worker.js`): their schedule and bulk work, apart from their requests. */
export const WORKERS = ['catalog'];

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Applies every service's migrations, then seeds the demo data (idempotent). */
export async function migrateAndSeed(env) {
  await Promise.all(SERVICES.map((s) => runOrThrow('node', [`services/${s}/dist/migrate.js`], { env })));
  await runOrThrow('node', ['services/catalog/dist/seed.js'], { env: { ...env, LOG_LEVEL: 'warn' } });
}

/** Restart back-off: the first wait, the longest, and the uptime after which a process counts as healthy again. */
const RESTART = { firstMs: 500, maxMs: 30_000, stableMs: 60_000 };

/**
 * Starts the four services, the catalog's worker, the gateway and the edge as child processes logging to `logDir`,
 * and resolves once the edge answers /api/health with 200. A process that dies afterwards is started
 * again, after a back-off that doubles while it keeps dying, and the console says so.
 * With `replicas` above 1, each service and the gateway run that many times (the second named `catalog-2`,
 * its gateway on a free port), the services sharing their NATS queue groups and the edge balancing over the
 * gateways: how the system runs on several machines, on one.
 * `metricsPortOf(name)` gives a process's METRICS_PORT (`catalog`, `catalog-2`, `gateway`, `edge`…); none: no
 * metrics port.
 */
export async function startSystem({
  env,
  logDir,
  edgePort = 8080,
  gatewayPort = 3000,
  remotesFile,
  replicas = 1,
  metricsPortOf = (/** @type {string} */ _name) => /** @type {number | undefined} */ (undefined),
}) {
  mkdirSync(logDir, { recursive: true });
  const children = [];
  let stopping = false;
  let healthy = false;
  const launch = (name, entry, extra = {}) => {
    const logPath = join(logDir, `${name}.log`);
    const supervised = { name, child: undefined, logPath, backoffMs: RESTART.firstMs, timer: undefined };
    const start = () => {
      const log = createWriteStream(logPath, { flags: 'a' });
      const metricsPort = metricsPortOf(name);
      const child = spawn('node', [entry], {
        cwd: ROOT,
        env: { ...env, ...extra, ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(log);
      child.stderr.pipe(log);
      const startedAt = Date.now();
      child.once('exit', (code, signal) => {
        // Before the system is up a death fails the start (waitForHealth says why); after, it is restarted.
        if (stopping || !healthy) return;
        if (Date.now() - startedAt > RESTART.stableMs) supervised.backoffMs = RESTART.firstMs;
        const wait = supervised.backoffMs;
        supervised.backoffMs = Math.min(wait * 2, RESTART.maxMs);
        console.log(
          `${name} stopped (${signal ?? `exit code ${code}`}); restarting it in ${(wait / 1000).toFixed(1)} s ` +
            `(log: ${logPath})`,
        );
        supervised.timer = setTimeout(start, wait);
      });
      supervised.child = child;
    };
    start();
    children.push(supervised);
  };
  const url = `http://localhost:${edgePort}`;
  const replicaName = (name, n) => (n === 1 ? name : `${name}-${n}`);
  const gatewayPorts = [gatewayPort];
  while (gatewayPorts.length < replicas) gatewayPorts.push(await freePort());
  for (let n = 1; n <= replicas; n += 1) {
    // Links in mail lead to the site.
    for (const service of SERVICES)
      launch(replicaName(service, n), `services/${service}/dist/main.js`, {
        PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? url,
      });
    for (const service of WORKERS)
      launch(replicaName(`${service}-worker`, n), `services/${service}/dist/worker.js`, {
        PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? url,
      });
    launch(replicaName('gateway', n), 'services/gateway/dist/main.js', {
      PORT: String(gatewayPorts[n - 1]),
      HOST: '127.0.0.1',
      // Tokens name the site as issuer, and writes must come from it.
      PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? url,
    });
  }
  launch('edge', 'services/edge/dist/main.js', {
    PORT: String(edgePort),
    HOST: env.EDGE_HOST ?? '127.0.0.1',
    GATEWAY_URL: gatewayPorts.map((port) => `http://127.0.0.1:${port}`).join(','),
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? url,
    ...(remotesFile ? { REMOTES_FILE: remotesFile } : {}),
  });

  const gatewayUrls = gatewayPorts.map((port) => `http://127.0.0.1:${port}`);
  const system = {
    url,
    gatewayUrls,
    children,
    async stop() {
      stopping = true;
      for (const { timer } of children) clearTimeout(timer);
      await Promise.all(children.map(({ child }) => stopChild(child)));
    },
  };
  try {
    // Every gateway ready, each with every service (one replica of each answers its health check).
    for (const gateway of [`http://127.0.0.1:${edgePort}`, ...gatewayUrls.slice(1)])
      await waitForHealth(`${gateway}/api/health`, children);
  } catch (error) {
    await system.stop();
    throw error;
  }
  healthy = true;
  return system;
}

async function waitForHealth(url, children, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const dead = children.find(({ child }) => child.exitCode !== null);
    if (dead) throw new Error(`${dead.name} exited with ${dead.child.exitCode}:\n${tail(dead.logPath)}`);
    try {
      const response = await fetch(url);
      last = await response.text();
      if (response.ok) return;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The system did not become healthy within ${timeoutMs / 1000} s; last answer: ${last}`);
}

function tail(path, lines = 15) {
  try {
    return readFileSync(path, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
