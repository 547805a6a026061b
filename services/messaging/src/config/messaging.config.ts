import { ServiceConfig } from '@ped/nest-kit';

/** The messaging service reads only the common service variables so far (see .env.example). */
export class MessagingConfig extends ServiceConfig {}
