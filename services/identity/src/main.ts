import 'reflect-metadata';
import { startTracing } from '@ped/telemetry';

// Tracing first: its instrumentations patch http and pg as the service loads them.
await startTracing('identity');
const { startService } = await import('@ped/nest-kit');
const { identityService } = await import('./identity.definition.js');
await startService(identityService);
