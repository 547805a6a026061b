import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Registry, type Metric } from 'prom-client';

/** The process's metrics: the catalogue's and Node's own (CPU, memory, event-loop delay, GC). */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Adds metrics of the catalogue to what this process serves (once each). */
export function declareMetrics(...metrics: Metric[]): void {
  for (const metric of metrics) {
    const { name } = metric as unknown as { name: string };
    if (!metricsRegistry.getSingleMetric(name)) metricsRegistry.registerMetric(metric);
  }
}

/** Labels every series of this process with its name (`service="catalog"`), once, at its start. */
export function nameProcess(service: string): void {
  metricsRegistry.setDefaultLabels({ service });
}

/**
 * Serves `GET /metrics` (Prometheus text) on a port of its own, never the public one: operators scrape it
 * from inside the network, and what it says about traffic and backlogs stays there.
 */
export async function serveMetrics(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  server.unref();
  return server;
}
