import 'reflect-metadata';
import { migrateService } from '@ped/nest-kit';
import { messagingService } from './messaging.definition.js';

const applied = await migrateService(messagingService);
console.warn(applied.length ? `messaging: applied ${applied.join(', ')}` : 'messaging: schema up to date');
