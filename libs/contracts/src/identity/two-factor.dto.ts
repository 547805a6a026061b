import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { TWO_FACTOR_CODE_PATTERN, TWO_FACTOR_MESSAGES } from '../options/two-factor.constants.js';
import { withoutSpaces } from './auth.dto.js';

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
