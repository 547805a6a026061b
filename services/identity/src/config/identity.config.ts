import { ServiceConfig } from '@ped/nest-kit';

/** The identity service reads only the common service variables so far (see .env.example). */
export class IdentityConfig extends ServiceConfig {}
