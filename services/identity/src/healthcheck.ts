import 'reflect-metadata';
import { checkServiceHealth } from '@ped/nest-kit';
import { identityService } from './identity.definition.js';

process.exit((await checkServiceHealth(identityService)) ? 0 : 1);
