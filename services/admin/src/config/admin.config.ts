import { ServiceConfig } from '@ped/nest-kit';

/** The admin service reads only the common service variables so far (see .env.example). */
export class AdminConfig extends ServiceConfig {}
