import 'reflect-metadata';
import { startService } from '@ped/nest-kit';
import { catalogService } from './catalog.definition.js';

await startService(catalogService);
