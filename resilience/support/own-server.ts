import { spawn, type ChildProcess } from 'node:child_process';
import { connect as netConnect } from 'node:net';
import { freePort } from '../../tools/testing/node-process.js';

/**
 * A server process of a test's own (nats-server, redis-server) on a free port, so that the test may kill
 * and start it without touching anyone else's.
 */
export interface OwnServer {
  port: number;
  start(): Promise<void>;
  /** SIGKILL: the server dies as a crashed machine's would. */
  kill(): Promise<void>;
}

export async function startOwnServer(
  command: string,
  args: (port: number) => string[],
  as: { uid?: number; gid?: number } = {},
): Promise<OwnServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const server: OwnServer = {
    port,
    async start() {
      child = spawn(command, args(port), { stdio: 'ignore', ...as });
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
  throw new Error(`the server did not listen on ${port} within ${timeoutMs} ms`);
}
