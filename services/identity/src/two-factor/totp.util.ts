import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@ped/contracts/options';
import { generateSecret, generateURI, verify } from 'otplib';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Pakistan Export Directory';

/** Codes of the previous and the next 30-second step are accepted too (clocks drift, people type slowly). */
const TOLERANCE_SECONDS = 30;

/** Recovery codes: no 0/o, 1/l/i, so they survive being read off paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_HALF_LENGTH = 5;

export const newTotpSecret = (): string => generateSecret();

export const otpauthUrl = (username: string, secret: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: username, secret });

/** The time step the code belongs to when it is valid (and later than `afterStep`), otherwise null. */
export async function verifiedStep(
  secret: string,
  code: string,
  afterStep?: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes like `k7m2q-x9d4t` (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  const half = () =>
    Array.from(
      { length: RECOVERY_HALF_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`);
}

/** What is stored of a recovery code: case, dashes and spaces do not matter when it is typed back. */
export function recoveryCodeHash(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]+/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}
