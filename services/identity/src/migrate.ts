import 'reflect-metadata';
import { migrateService } from '@ped/nest-kit';
import { identityService } from './identity.definition.js';

const applied = await migrateService(identityService);
console.warn(applied.length ? `identity: applied ${applied.join(', ')}` : 'identity: schema up to date');
