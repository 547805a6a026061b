import 'reflect-metadata';
import { startTracing } from '@ped/telemetry';

// Tracing first: its instrumentations patch http and pg as the service loads them.
await startTracing('catalog');
const { startService } = await import('@ped/nest-kit');
const { catalogService } = await import('./catalog.definition.js');
await startService(catalogService);
