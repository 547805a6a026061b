import { MailServiceConfig } from '@ped/nest-kit';

/** The messaging service reads the common service variables and the mailer's (see .env.example). */
export class MessagingConfig extends MailServiceConfig {}
