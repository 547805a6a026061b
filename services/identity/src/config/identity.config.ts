import { IsOptional, IsString, MinLength } from 'class-validator';
import { MailServiceConfig } from '@ped/nest-kit';

/**
 * The common service variables, the mailer's (SMTP_*, MAIL_FROM, and PUBLIC_ORIGIN, where the links in
 * password mails lead) and the default admin's first password.
 */
export class IdentityConfig extends MailServiceConfig {
  /**
   * Sensitive. The first password of the default admin (`admin`), used once when that account is
   * created; it must be changed at first sign-in. Without it no default admin is created.
   */
  @IsOptional()
  @IsString()
  @MinLength(8, { message: 'ADMIN_INITIAL_PASSWORD must be at least 8 characters' })
  ADMIN_INITIAL_PASSWORD?: string;
}
