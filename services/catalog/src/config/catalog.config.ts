import { MailServiceConfig } from '@ped/nest-kit';

/**
 * The catalog service reads the common service variables and the mailer's (application received,
 * rejection: see .env.example and docker-compose.yml).
 */
export class CatalogConfig extends MailServiceConfig {}
