import 'reflect-metadata';
import { startTracing } from '@ped/telemetry';

// Tracing first: its instrumentations patch http and pg as the worker loads them.
await startTracing('catalog-worker');
const { startService } = await import('@ped/nest-kit');
const { catalogWorker } = await import('./catalog-worker.definition.js');
await startService(catalogWorker);
