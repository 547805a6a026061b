import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';
import { runOrThrow } from './run.mjs';

export const SERVICES = ['catalog', 'identity', 'messaging', 'admin'];

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

/**
 * Starts the four services, the gateway and the edge as child processes logging to `logDir`,
 * and resolves once the edge answers /api/health with 200.
 */
export async function startSystem({ env, logDir, edgePort = 8080, gatewayPort = 3000, remotesFile }) {
  mkdirSync(logDir, { recursive: true });
  const children = [];
  const launch = (name, entry, extra = {}) => {
    const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
    const child = spawn('node', [entry], {
      cwd: ROOT,
      env: { ...env, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    children.push({ name, child, logPath: join(logDir, `${name}.log`) });
    return child;
  };
  const url = `http://localhost:${edgePort}`;
  // Links in mail lead to the site.
  for (const service of SERVICES)
    launch(service, `services/${service}/dist/main.js`, { PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? url });
  launch('gateway', 'services/gateway/dist/main.js', {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    // Tokens name the site as issuer, and writes must come from it.
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? url,
  });
  launch('edge', 'tools/edge/dist/main.js', {
    PORT: String(edgePort),
    HOST: env.EDGE_HOST ?? '127.0.0.1',
    GATEWAY_URL: `http://127.0.0.1:${gatewayPort}`,
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? url,
    ...(remotesFile ? { REMOTES_FILE: remotesFile } : {}),
  });

  const system = {
    url,
    children,
    async stop() {
      await Promise.all(children.map(({ child }) => stopChild(child)));
    },
  };
  try {
    await waitForHealth(`http://127.0.0.1:${edgePort}/api/health`, children);
  } catch (error) {
    await system.stop();
    throw error;
  }
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
