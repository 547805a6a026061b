import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { TWO_FACTOR_CODE_PATTERN, TWO_FACTOR_MESSAGES } from '../options/two-factor.constants.js';
import { withoutSpaces } from './auth.dto.js';

/** GET /api/admin/two-factor: whether the signed-in admin console account signs in with a code. */
export interface TwoFactorStatusDto {
  enabled: boolean;
  /** Unused recovery codes (0 while two-factor is off). */
  recoveryCodesLeft: number;
}

/** POST /api/admin/two-factor/setup: a new secret, waiting for its first code (not usable until then). */
export interface TwoFactorSetupDto {
  /** Base32, for typing into an authenticator app. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code (`data:image/png;base64,…`). */
  qrDataUrl: string;
}

/** POST /api/admin/two-factor/enable: the recovery codes, shown once (only their hashes are kept). */
export interface TwoFactorRecoveryCodesDto {
  recoveryCodes: string[];
}

/** Confirms the pending secret with a code of the authenticator app. */
export class EnableTwoFactorCommand {
  @Transform(withoutSpaces)
  @IsString({ message: TWO_FACTOR_MESSAGES.code })
  @Matches(TWO_FACTOR_CODE_PATTERN, { message: TWO_FACTOR_MESSAGES.code })
  code: string;
}

/** Turning it off takes the password and a code (an authenticator code or an unused recovery code). */
export class DisableTwoFactorCommand {
  @IsNotEmpty({ message: TWO_FACTOR_MESSAGES.password })
  @IsString({ message: TWO_FACTOR_MESSAGES.password })
  @MaxLength(200)
  password: string;

  @Transform(withoutSpaces)
  @IsNotEmpty({ message: TWO_FACTOR_MESSAGES.code })
  @IsString({ message: TWO_FACTOR_MESSAGES.code })
  @MaxLength(40, { message: TWO_FACTOR_MESSAGES.code })
  code: string;
}
