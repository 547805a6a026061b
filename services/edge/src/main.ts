import { nameProcess, serveMetrics, startTracing } from '@ped/telemetry';
import { loadEdgeConfig } from './edge.config.js';

// Tracing first: its instrumentations patch http as the edge loads it.
await startTracing('edge');
const { buildEdge } = await import('./edge.js');
const config = loadEdgeConfig();
nameProcess('edge');
if (config.metricsPort > 0) await serveMetrics(config.metricsPort, config.metricsHost);
const app = await buildEdge(config);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ host: config.host, port: config.port });
