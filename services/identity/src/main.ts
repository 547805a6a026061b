import 'reflect-metadata';
import { startService } from '@ped/nest-kit';
import { identityService } from './identity.definition.js';

await startService(identityService);
