import 'reflect-metadata';
import { startService } from '@ped/nest-kit';
import { adminService } from './admin.definition.js';

await startService(adminService);
