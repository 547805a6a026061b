import 'reflect-metadata';
import { checkServiceHealth } from '@ped/nest-kit';
import { messagingService } from './messaging.definition.js';

process.exit((await checkServiceHealth(messagingService)) ? 0 : 1);
