import 'reflect-metadata';
import { startTracing } from '@ped/telemetry';

// Tracing first: its instrumentations patch http and pg as the service loads them.
await startTracing('admin');
const { startService } = await import('@ped/nest-kit');
const { adminService } = await import('./admin.definition.js');
await startService(adminService);
