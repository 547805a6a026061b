import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface NodeProcess {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Starts a built entry file (e.g. services/gateway/dist/main.js) as a real process. */
export function spawnNode(entry: string, env: Record<string, string>): NodeProcess {
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const killer = setTimeout(() => child.kill('SIGKILL'), 8000);
        child.once('exit', () => {
          clearTimeout(killer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Resolves once `url` answers with a status below 500; fails early if the process dies. */
export async function waitForHttp(
  url: string,
  processUnderTest: NodeProcess,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (processUnderTest.child.exitCode !== null) {
      throw new Error(
        `process exited with ${processUnderTest.child.exitCode}:\n${processUnderTest.output()}`,
      );
    }
    const ok = await fetch(url)
      .then((r) => r.status < 500)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${processUnderTest.output()}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a built entry file to completion (migrations, seeds); rejects on a non-zero exit. */
export function runNode(entry: string, env: Record<string, string>): Promise<void> {
  const run = spawnNode(entry, env);
  return new Promise((resolve, reject) => {
    run.child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${entry} exited with ${code}:\n${run.output()}`)),
    );
  });
}
