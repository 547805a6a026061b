import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { AccountRef } from '../common/principal.js';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '../options/buyer.constants.js';
import {
  PASSWORD_LINK_ACCOUNT_KINDS,
  PASSWORD_LINK_MESSAGES,
  type PasswordLinkAccountKind,
} from '../options/password-links.constants.js';
import type { PasswordLinkUsedDto } from './password-link.responses.js';

const normaliseEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** A link's token: 32 random bytes, base64url; anything longer is not one of ours. */
const TOKEN_MAX_LENGTH = 100;

/** `POST /api/auth/password-reset`: "Forgot password?" of a sign-in page. */
export class PasswordResetCommand {
  @Transform(normaliseEmail)
  @IsEmail({}, { message: AUTH_MESSAGES.email })
  @MaxLength(255, { message: AUTH_MESSAGES.email })
  email: string;

  /**
   * Which sign-in page asked: exporter accounts (`user`, the default), buyers, or the admin console
   * (`admin`: the address of the user account the administrator is linked to).
   */
  @IsOptional()
  @IsIn(PASSWORD_LINK_ACCOUNT_KINDS, { message: PASSWORD_LINK_MESSAGES.kind })
  kind?: PasswordLinkAccountKind;
}

/** `GET /api/auth/password-link?token=…`: what a link is for, before the page asks for a password. */
export class PasswordLinkQuery {
  @IsNotEmpty({ message: PASSWORD_LINK_MESSAGES.tokenRequired })
  @IsString({ message: PASSWORD_LINK_MESSAGES.tokenRequired })
  @MaxLength(TOKEN_MAX_LENGTH, { message: PASSWORD_LINK_MESSAGES.unknown })
  token: string;
}

/**
 * `POST /api/auth/password-link`: the new password (sign-up's rules; an admin credential's link also
 * the admin console's, checked by identity once it knows the link's kind), once per link.
 */
export class UsePasswordLinkCommand extends PasswordLinkQuery {
  @IsString({ message: AUTH_MESSAGES.password })
  @MinLength(PASSWORD_MIN_LENGTH, { message: AUTH_MESSAGES.password })
  @MaxLength(200)
  password: string;
}

/** Identity's answer to a used link: also the account, whose sessions the gateway then ends. */
export interface PasswordLinkRedeemedDto extends PasswordLinkUsedDto {
  account: AccountRef;
}
