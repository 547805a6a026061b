import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';
import { ServiceConfig } from '../config/service.config.js';

/**
 * A service that sends e-mail (see `MailModule`): where its relay delivers over SMTP, and the sender.
 * `SMTP_URL` (e.g. `smtps://user:password@smtp.example.com:465`) wins over host and port; the defaults
 * reach the local mail catcher `npm start` runs (maildev on 127.0.0.1:1025).
 */
export class MailServiceConfig extends ServiceConfig {
  /** Sensitive when it carries a password. */
  @IsOptional()
  @Matches(/^smtps?:\/\/[^\s]+$/, { message: 'SMTP_URL must look like smtp://user:password@host:587' })
  SMTP_URL?: string;

  @IsString()
  SMTP_HOST = '127.0.0.1';

  @Type(() => Number)
  @IsInt({ message: 'SMTP_PORT must be a port number' })
  @Min(1, { message: 'SMTP_PORT must be a port number' })
  @Max(65535, { message: 'SMTP_PORT must be a port number' })
  SMTP_PORT = 1025;

  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  @Transform(({ value }: { value: unknown }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  SMTP_SECURE = false;

  /** The sender of every mail: an address, optionally with a display name (`Name <address>`). */
  @Matches(/^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
    message: 'MAIL_FROM must be an e-mail address, optionally as "Name <address>"',
  })
  MAIL_FROM = 'Pakistan Export Directory <no-reply@localhost>';

  /** The site's public origin (the edge): links in mail lead there. */
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'PUBLIC_ORIGIN must be an http(s) URL, e.g. https://example.com' },
  )
  PUBLIC_ORIGIN = 'http://localhost:8080';
}
