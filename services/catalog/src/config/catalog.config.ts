import { ServiceConfig } from '@ped/nest-kit';

/** The catalog service reads only the common service variables so far (see .env.example). */
export class CatalogConfig extends ServiceConfig {}
