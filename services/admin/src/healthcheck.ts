import 'reflect-metadata';
import { checkServiceHealth } from '@ped/nest-kit';
import { adminService } from './admin.definition.js';

process.exit((await checkServiceHealth(adminService)) ? 0 : 1);
