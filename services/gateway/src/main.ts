import 'reflect-metadata';
import { startTracing } from '@ped/telemetry';

// Tracing first: its instrumentations patch http and pg as the gateway loads them.
await startTracing('gateway');
const { startGateway } = await import('./gateway.js');
await startGateway();
