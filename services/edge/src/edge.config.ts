import { fileURLToPath } from 'node:url';

export interface EdgeConfig {
  host: string;
  port: number;
  /** The gateways to balance over (GATEWAY_URL, comma-separated). */
  gatewayUrls: string[];
  appsDir: string;
  /** A JSON that replaces the shell's built /remotes.json (remote manifest URLs per environment). */
  remotesFile?: string;
  /** A JSON that replaces the shell's built /site.json (contact details and social links shown by the pages). */
  siteFile?: string;
  /** The site's public origin, for the sitemap's address in /robots.txt. */
  publicOrigin: string;
  logLevel: string;
  /** How long the gateway may take to start answering (and between parts of its answer): then 504. */
  gatewayTimeoutMs: number;
  /** Redis (the gateway's) and the deployment's namespace in it: rendered pages are kept there. */
  redisUrl: string;
  namespace: string;
  /** How long a rendered page is kept (an edit replaces it at once); 0 renders every page. */
  pageCacheTtlSeconds: number;
  /** Open connections one address may hold (0: no limit, e.g. behind a load balancer). */
  maxConnectionsPerAddress: number;
  /** How long a client may take to send its request's headers, and the whole request (an upload included). */
  clientHeadersTimeoutMs: number;
  clientRequestTimeoutMs: number;
  /** Where `GET /metrics` is served (0: nowhere): a port of its own, never the public one. */
  metricsPort: number;
  metricsHost: string;
}

const DEFAULT_APPS_DIR = fileURLToPath(new URL('../../../apps', import.meta.url));

/** Reads the edge's variables (see .env.example); a bad value stops the start with its name. */
export function loadEdgeConfig(env: Record<string, string | undefined> = process.env): EdgeConfig {
  const value = (name: string) => (env[name] === '' ? undefined : env[name]);
  const port = Number(value('PORT') ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error('Invalid configuration:\n  PORT must be a port number');
  const gatewayUrls = (value('GATEWAY_URL') ?? 'http://127.0.0.1:3000').split(',').map((url) => url.trim());
  if (!gatewayUrls.every((url) => /^https?:\/\/[^/]+\/?$/.test(url)))
    throw new Error(
      'Invalid configuration:\n  GATEWAY_URL must be one http(s) origin, or several separated by commas',
    );
  const gatewayTimeoutMs = Number(value('GATEWAY_TIMEOUT_MS') ?? 30_000);
  if (!Number.isInteger(gatewayTimeoutMs) || gatewayTimeoutMs <= 0)
    throw new Error('Invalid configuration:\n  GATEWAY_TIMEOUT_MS must be a positive number of milliseconds');
  const publicOrigin = URL.parse(value('PUBLIC_ORIGIN') ?? 'http://localhost:8080');
  if (!publicOrigin || !/^https?:$/.test(publicOrigin.protocol))
    throw new Error(
      'Invalid configuration:\n  PUBLIC_ORIGIN must be an http(s) URL, e.g. https://example.com',
    );
  const redisUrl = value('REDIS_URL') ?? 'redis://127.0.0.1:6379';
  if (!/^rediss?:\/\//.test(redisUrl))
    throw new Error('Invalid configuration:\n  REDIS_URL must look like redis://host:6379');
  const pageCacheTtlSeconds = Number(value('PAGE_CACHE_TTL_SECONDS') ?? 60);
  if (!Number.isInteger(pageCacheTtlSeconds) || pageCacheTtlSeconds < 0)
    throw new Error(
      'Invalid configuration:\n  PAGE_CACHE_TTL_SECONDS must be a whole number of seconds (0: off)',
    );
  const maxConnectionsPerAddress = Number(value('MAX_CONNECTIONS_PER_ADDRESS') ?? 256);
  if (!Number.isInteger(maxConnectionsPerAddress) || maxConnectionsPerAddress < 0)
    throw new Error(
      'Invalid configuration:\n  MAX_CONNECTIONS_PER_ADDRESS must be a whole number (0: no limit)',
    );
  const clientHeadersTimeoutMs = Number(value('CLIENT_HEADERS_TIMEOUT_MS') ?? 10_000);
  const clientRequestTimeoutMs = Number(value('CLIENT_REQUEST_TIMEOUT_MS') ?? 60_000);
  if (
    !Number.isInteger(clientHeadersTimeoutMs) ||
    !Number.isInteger(clientRequestTimeoutMs) ||
    clientHeadersTimeoutMs <= 0 ||
    clientRequestTimeoutMs < clientHeadersTimeoutMs
  )
    throw new Error(
      'Invalid configuration:\n  CLIENT_HEADERS_TIMEOUT_MS and CLIENT_REQUEST_TIMEOUT_MS must be milliseconds, the second not below the first',
    );
  const metricsPort = Number(value('METRICS_PORT') ?? 0);
  if (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535)
    throw new Error('Invalid configuration:\n  METRICS_PORT must be a port number (0: no metrics)');
  return {
    host: value('HOST') ?? '127.0.0.1',
    port,
    gatewayUrls,
    appsDir: value('APPS_DIR') ?? DEFAULT_APPS_DIR,
    remotesFile: value('REMOTES_FILE'),
    siteFile: value('SITE_FILE'),
    publicOrigin: publicOrigin.origin,
    logLevel: value('LOG_LEVEL') ?? 'info',
    gatewayTimeoutMs,
    redisUrl,
    namespace: value('NAMESPACE') ?? '',
    pageCacheTtlSeconds,
    maxConnectionsPerAddress,
    clientHeadersTimeoutMs,
    clientRequestTimeoutMs,
    metricsPort,
    metricsHost: value('METRICS_HOST') ?? '127.0.0.1',
  };
}
