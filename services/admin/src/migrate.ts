import 'reflect-metadata';
import { migrateService } from '@ped/nest-kit';
import { adminService } from './admin.definition.js';

const applied = await migrateService(adminService);
console.warn(applied.length ? `admin: applied ${applied.join(', ')}` : 'admin: schema up to date');
