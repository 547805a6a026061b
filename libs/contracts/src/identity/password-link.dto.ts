import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { AccountRef } from '../common/principal.js';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '../options/buyer.constants.js';
import {
  PASSWORD_LINK_ACCOUNT_KINDS,
  PASSWORD_LINK_MESSAGES,
  type PasswordLinkAccountKind,
  type PasswordLinkPurpose,
} from '../options/password-links.constants.js';

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

  /** Which sign-in page asked: exporter accounts (`user`, the default) or buyers. */
  @IsOptional()
  @IsIn(PASSWORD_LINK_ACCOUNT_KINDS, { message: 'kind must be user or buyer' })
  kind?: PasswordLinkAccountKind;
}

/** `GET /api/auth/password-link?token=…`: what a link is for, before the page asks for a password. */
export class PasswordLinkQuery {
  @IsNotEmpty({ message: PASSWORD_LINK_MESSAGES.tokenRequired })
  @IsString({ message: PASSWORD_LINK_MESSAGES.tokenRequired })
  @MaxLength(TOKEN_MAX_LENGTH, { message: PASSWORD_LINK_MESSAGES.unknown })
  token: string;
}

/** `POST /api/auth/password-link`: the new password (sign-up's rules), once per link. */
export class UsePasswordLinkCommand extends PasswordLinkQuery {
  @IsString({ message: AUTH_MESSAGES.password })
  @MinLength(PASSWORD_MIN_LENGTH, { message: AUTH_MESSAGES.password })
  @MaxLength(200)
  password: string;
}

export interface PasswordResetAcceptedDto {
  message: string;
}

export interface PasswordLinkDto {
  purpose: PasswordLinkPurpose;
  kind: PasswordLinkAccountKind;
  email: string;
}

/** What the page needs to send the person to the right sign-in page with the e-mail filled in. */
export interface PasswordLinkUsedDto {
  kind: PasswordLinkAccountKind;
  email: string;
}

/** Identity's answer to a used link: also the account, whose sessions the gateway then ends. */
export interface PasswordLinkRedeemedDto extends PasswordLinkUsedDto {
  account: AccountRef;
}
