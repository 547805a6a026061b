import { randomInt } from 'node:crypto';

export const REGISTRATION_ID_PREFIX = 'EXP-';
const DIGITS = 8;

/** `EXP-` and 8 digits from the CSPRNG: not guessable from a neighbour's id. Uniqueness is the index's job. */
export function generateRegistrationId(random: (max: number) => number = randomInt): string {
  return `${REGISTRATION_ID_PREFIX}${String(random(10 ** DIGITS)).padStart(DIGITS, '0')}`;
}
