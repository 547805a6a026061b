import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tools/testing/node-process.js';

/**
 * A NATS server with JetStream of a test's own (a `nats-server` process on a free port, its store in a
 * temporary folder), so that the test may stop and start it without touching anyone else's. Stopping
 * keeps the store: JetStream's streams and consumers are there again when it starts.
 */
export interface OwnNatsServer {
  url: string;
  start(): Promise<void>;
  /** SIGKILL: the broker dies as a crashed machine's would. */
  kill(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startOwnNatsServer(): Promise<OwnNatsServer> {
  const port = await freePort();
  const store = mkdtempSync(join(tmpdir(), 'ped-nats-'));
  let child: ChildProcess | undefined;
  const server: OwnNatsServer = {
    url: `nats://127.0.0.1:${port}`,
    async start() {
      child = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], {
        stdio: 'ignore',
      });
      await waitForPort(port);
    },
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGKILL');
      });
    },
    async dispose() {
      await server.kill();
      rmSync(store, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = netConnect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nats-server did not listen on ${port} within ${timeoutMs} ms`);
}
