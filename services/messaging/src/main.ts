import 'reflect-metadata';
import { startTracing } from '@ped/telemetry';

// Tracing first: its instrumentations patch http and pg as the service loads them.
await startTracing('messaging');
const { startService } = await import('@ped/nest-kit');
const { messagingService } = await import('./messaging.definition.js');
await startService(messagingService);
