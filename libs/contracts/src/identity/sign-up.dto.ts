import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SIGN_UP_MESSAGES } from '../options/sign-up.constants.js';

/** `POST /api/auth/confirm-email`: the token of the link a sign-up mailed. */
export class ConfirmSignUpCommand {
  @IsNotEmpty({ message: SIGN_UP_MESSAGES.tokenRequired })
  @IsString({ message: SIGN_UP_MESSAGES.tokenRequired })
  @MaxLength(100, { message: SIGN_UP_MESSAGES.unknown })
  token: string;
}
