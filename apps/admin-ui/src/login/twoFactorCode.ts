import { TWO_FACTOR_CODE_PATTERN, TWO_FACTOR_MESSAGES } from '@ped/contracts/options';
import type { FieldErrors } from '@ped/web-kit/forms';

/** Codes are read off a phone or a sheet of paper: "123 456" is 123456 (the server ignores spaces too). */
export const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

export interface CodeValues {
  code: string;
}

/** An authenticator app's code: six digits (spaces aside), with the server's message. */
export function validateCode({ code }: CodeValues): FieldErrors<CodeValues> {
  return TWO_FACTOR_CODE_PATTERN.test(withoutSpaces(code)) ? {} : { code: TWO_FACTOR_MESSAGES.code };
}

/** A recovery code: any text (the server says whether it is one), with the server's message. */
export function validateRecoveryCode({ code }: CodeValues): FieldErrors<CodeValues> {
  return withoutSpaces(code) ? {} : { code: TWO_FACTOR_MESSAGES.recoveryCode };
}
