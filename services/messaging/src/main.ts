import 'reflect-metadata';
import { startService } from '@ped/nest-kit';
import { messagingService } from './messaging.definition.js';

await startService(messagingService);
