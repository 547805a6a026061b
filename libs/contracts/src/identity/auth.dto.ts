import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  ACCOUNT_DELETION_MESSAGES,
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
  SITE_PATH_PATTERN,
} from '../options/buyer.constants.js';
import { TWO_FACTOR_CODE_PATTERN, TWO_FACTOR_MESSAGES } from '../options/two-factor.constants.js';
import type { Principal } from '../common/principal.js';
import type { AuthUserDto } from './auth.responses.js';

const normaliseEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** Codes are read off a phone or a sheet of paper: "123 456" is 123456. */
export const withoutSpaces = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/\s+/g, '') : value;

/** Sign-in of exporter users and buyers (spec: buyer login rules). */
export class EmailSignInCommand {
  @Transform(normaliseEmail)
  @IsEmail({}, { message: AUTH_MESSAGES.email })
  @MaxLength(255, { message: AUTH_MESSAGES.email })
  email: string;

  @IsString({ message: AUTH_MESSAGES.password })
  @MinLength(PASSWORD_MIN_LENGTH, { message: AUTH_MESSAGES.password })
  @MaxLength(200)
  password: string;
}

/** Sign-up of exporter users and buyers (spec: buyer sign-up rules; the form checks the confirmation). */
export class EmailSignUpCommand extends EmailSignInCommand {
  @IsNotEmpty({ message: AUTH_MESSAGES.firstName })
  @IsString({ message: AUTH_MESSAGES.firstName })
  @MaxLength(100)
  firstName: string;

  @IsNotEmpty({ message: AUTH_MESSAGES.lastName })
  @IsString({ message: AUTH_MESSAGES.lastName })
  @MaxLength(100)
  lastName: string;

  /** Where the person was headed (a path of this site): the mailed link's sign-in leads back there. */
  @IsOptional()
  @IsString({ message: AUTH_MESSAGES.returnTo })
  @MaxLength(500, { message: AUTH_MESSAGES.returnTo })
  @Matches(SITE_PATH_PATTERN, { message: AUTH_MESSAGES.returnTo })
  returnTo?: string;
}

export class AdminSignInCommand {
  @IsNotEmpty({ message: AUTH_MESSAGES.adminMissingFields })
  @IsString({ message: AUTH_MESSAGES.adminMissingFields })
  @MaxLength(50)
  username: string;

  @IsNotEmpty({ message: AUTH_MESSAGES.adminMissingFields })
  @IsString({ message: AUTH_MESSAGES.adminMissingFields })
  @MaxLength(200)
  password: string;

  /** With two-factor on: the authenticator app's current code (spaces are ignored)… */
  @IsOptional()
  @Transform(withoutSpaces)
  @Matches(TWO_FACTOR_CODE_PATTERN, { message: TWO_FACTOR_MESSAGES.code })
  code?: string;

  /** …or one of the recovery codes, each usable once. */
  @IsOptional()
  @Transform(withoutSpaces)
  @IsNotEmpty({ message: TWO_FACTOR_MESSAGES.recoveryCode })
  @IsString({ message: TWO_FACTOR_MESSAGES.recoveryCode })
  @MaxLength(40, { message: TWO_FACTOR_MESSAGES.recoveryCode })
  recoveryCode?: string;
}

export class ChangePasswordCommand {
  @IsNotEmpty({ message: AUTH_MESSAGES.currentPassword })
  @IsString()
  @MaxLength(200)
  currentPassword: string;

  @IsString({ message: AUTH_MESSAGES.password })
  @MinLength(PASSWORD_MIN_LENGTH, { message: AUTH_MESSAGES.password })
  @MaxLength(200)
  newPassword: string;
}

/**
 * POST /api/auth/delete-account (buyers and exporters): the password again, so a session left open is
 * not enough to delete the account.
 */
export class DeleteAccountCommand {
  @IsNotEmpty({ message: ACCOUNT_DELETION_MESSAGES.passwordRequired })
  @IsString({ message: ACCOUNT_DELETION_MESSAGES.passwordRequired })
  @MaxLength(200)
  password: string;
}

/** The account as its data export shows it (GET /api/buyer/data-export's `account`). */
export interface AccountExportDto {
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
  /** The buyer's business profile, as completed (null: not yet). */
  profile: Record<string, unknown> | null;
}

/** The identity service's answer to a sign-in: the gateway turns the principal into tokens. */
export interface AuthenticatedDto {
  principal: Principal;
  user: AuthUserDto;
  /** A confirmed sign-up: where the person was headed when signing up. */
  returnTo?: string;
}
