import { MailServiceConfig } from '@ped/nest-kit';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/**
 * The catalog service reads the common service variables and the mailer's (application received,
 * rejection, the daily digest of buying requests: see .env.example and docker-compose.yml).
 */
export class CatalogConfig extends MailServiceConfig {
  /**
   * How often the digest job looks for exporters with new buying requests (ms). Each exporter still gets
   * at most one digest per UTC day, however often it runs and on however many instances; 0 turns it off.
   */
  @Type(() => Number)
  @IsInt({ message: 'REQUIREMENT_DIGEST_INTERVAL_MS must be a whole number of milliseconds' })
  @Min(0)
  @Max(24 * 60 * 60 * 1000)
  REQUIREMENT_DIGEST_INTERVAL_MS = 15 * 60 * 1000;
}
