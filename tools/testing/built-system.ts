import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServiceName } from '@ped/contracts';
import { freePort, spawnNode, waitForHttp, type NodeProcess } from './node-process.js';
import { eventually } from './rpc-client.js';

/** A service's worker process (its schedule and bulk work): started only where a test needs it. */
export type ServiceWorker = 'catalog-worker';

export interface BuiltSystem {
  /** http://127.0.0.1:<port> of the gateway. */
  base: string;
  gateway: NodeProcess;
  services: Partial<Record<ServiceName, NodeProcess>>;
  /** The workers asked for (`catalog-worker`: the catalog's schedule, `dist/worker.js`). */
  workers: NodeProcess[];
  /** Restarts the gateway process on the same port (state in Redis must survive). */
  restartGateway(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts built services and the gateway as real processes on a test environment, and waits until
 * the gateway sees every started service healthy. Only the listed services and workers run.
 */
export async function startBuiltSystem(
  env: Record<string, string>,
  parts: (ServiceName | ServiceWorker)[],
  gatewayEnv: Record<string, string> = {},
): Promise<BuiltSystem> {
  const services = parts.filter((part): part is ServiceName => !part.endsWith('-worker'));
  const running = Object.fromEntries(services.map((s) => [s, spawnNode(`services/${s}/dist/main.js`, env)]));
  const workers = parts
    .filter((part) => part.endsWith('-worker'))
    .map((part) => spawnNode(`services/${part.replace(/-worker$/, '')}/dist/worker.js`, env));
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
    try {
      await waitForHttp(`${base}/api/.well-known/jwks.json`, gateway);
    } catch (error) {
      await gateway.stop();
      throw error;
    }
    return gateway;
  };
  const stopServices = () => Promise.all([...Object.values(running), ...workers].map((p) => p.stop()));
  let gateway: NodeProcess;
  try {
    gateway = await startGateway();
  } catch (error) {
    // A failed start leaves nothing running: a suite whose beforeAll throws never reaches its afterAll.
    await stopServices();
    throw error;
  }
  const system: BuiltSystem = {
    base,
    gateway,
    services: running,
    workers,
    async restartGateway() {
      await system.gateway.stop();
      system.gateway = await startGateway();
    },
    async stop() {
      await system.gateway.stop();
      await stopServices();
    },
  };
  try {
    await eventually(async () => {
      const health = (await (await fetch(`${base}/api/health`)).json()) as {
        checks: Record<string, boolean>;
      };
      return services.every((s) => health.checks[s]);
    }, 30_000);
  } catch (error) {
    await system.stop();
    throw error;
  }
  return system;
}
