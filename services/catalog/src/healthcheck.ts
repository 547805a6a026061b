import 'reflect-metadata';
import { checkServiceHealth } from '@ped/nest-kit';
import { catalogService } from './catalog.definition.js';

process.exit((await checkServiceHealth(catalogService)) ? 0 : 1);
