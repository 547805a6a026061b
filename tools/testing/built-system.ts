import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServiceName } from '@ped/contracts';
import { freePort, spawnNode, waitForHttp, type NodeProcess } from './node-process.js';
import { eventually } from './rpc-client.js';

export interface BuiltSystem {
  /** http://127.0.0.1:<port> of the gateway. */
  base: string;
  gateway: NodeProcess;
  services: Partial<Record<ServiceName, NodeProcess>>;
  /** The workers of the started services that have one (`dist/worker.js`: the catalog's schedule). */
  workers: NodeProcess[];
  /** Restarts the gateway process on the same port (state in Redis must survive). */
  restartGateway(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts built services and the gateway as real processes on a test environment, and waits until
 * the gateway sees every started service healthy. Only the listed services run, with their workers.
 */
export async function startBuiltSystem(
  env: Record<string, string>,
  services: ServiceName[],
  gatewayEnv: Record<string, string> = {},
): Promise<BuiltSystem> {
  const running = Object.fromEntries(services.map((s) => [s, spawnNode(`services/${s}/dist/main.js`, env)]));
  const workers = services
    .filter((s) => existsSync(`services/${s}/dist/worker.js`))
    .map((s) => spawnNode(`services/${s}/dist/worker.js`, env));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const fullGatewayEnv = {
    ...env,
    PORT: String(port),
    SERVICE_TIMEOUT_MS: '2000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ped-gateway-')),
    PUBLIC_ORIGIN: 'http://localhost:8080',
    ...gatewayEnv,
  };
  const startGateway = async () => {
    const gateway = spawnNode('services/gateway/dist/main.js', fullGatewayEnv);
    await waitForHttp(`${base}/api/.well-known/jwks.json`, gateway);
    return gateway;
  };
  const system: BuiltSystem = {
    base,
    gateway: await startGateway(),
    services: running,
    workers,
    async restartGateway() {
      await system.gateway.stop();
      system.gateway = await startGateway();
    },
    async stop() {
      await system.gateway.stop();
      await Promise.all([...Object.values(running), ...workers].map((p) => p.stop()));
    },
  };
  await eventually(async () => {
    const health = (await (await fetch(`${base}/api/health`)).json()) as { checks: Record<string, boolean> };
    return services.every((s) => health.checks[s]);
  }, 30_000);
  return system;
}
