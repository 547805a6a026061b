import { MailServiceConfig } from '@ped/nest-kit';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min, ValidateIf } from 'class-validator';

/**
 * The catalog service reads the common service variables and the mailer's (application received,
 * rejection, the daily digest of requirements: see .env.example and docker-compose.yml).
 */
export class CatalogConfig extends MailServiceConfig {
  /**
   * How often the digest job looks for exporters with new requirements (ms). Each exporter still gets
   * at most one digest per UTC day, however often it runs and on however many instances; 0 turns it off.
   */
  @Type(() => Number)
  @IsInt({ message: 'REQUIREMENT_DIGEST_INTERVAL_MS must be a whole number of milliseconds' })
  @Min(0)
  @Max(24 * 60 * 60 * 1000)
  REQUIREMENT_DIGEST_INTERVAL_MS = 15 * 60 * 1000;

  /**
   * New requirements each exporter of their category is e-mailed at once, per UTC day; the rest wait
   * for the daily digest. 0: none (the digest carries them all). The dashboard lists every one.
   */
  @Type(() => Number)
  @IsInt({ message: 'REQUIREMENT_ALERT_MAILS_PER_DAY must be a whole number' })
  @Min(0)
  @Max(100)
  REQUIREMENT_ALERT_MAILS_PER_DAY = 5;

  /**
   * Texts (the contact check's phone code): `http` posts `{ to, text }` as JSON to SMS_HTTP_URL, the SMS
   * gateway; `log` writes the text to the service log instead (development). Unset: `http` when SMS_HTTP_URL
   * is set, else `log`, except in production, which must name the gateway (or choose `log` outright).
   */
  @IsOptional()
  @IsIn(['http', 'log'], { message: 'SMS_TRANSPORT must be http or log' })
  SMS_TRANSPORT?: 'http' | 'log';

  /** The SMS gateway's URL (sensitive when it carries a key). */
  @ValidateIf(
    (config: CatalogConfig) =>
      config.SMS_HTTP_URL !== undefined ||
      config.SMS_TRANSPORT === 'http' ||
      (config.SMS_TRANSPORT === undefined && config.NODE_ENV === 'production'),
  )
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    {
      message:
        'SMS_HTTP_URL must be the SMS gateway’s http(s) URL (required in production unless SMS_TRANSPORT=log)',
    },
  )
  SMS_HTTP_URL?: string;

  /** Sent as `Authorization: Bearer <token>` to the SMS gateway (sensitive). */
  @IsOptional()
  @IsString()
  SMS_HTTP_TOKEN?: string;
}
