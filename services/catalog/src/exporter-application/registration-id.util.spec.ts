import { REGISTRATION_ID_PATTERN } from '@ped/contracts/options';
import { generateRegistrationId } from './registration-id.util.js';

describe('generateRegistrationId', () => {
  it('makes EXP- and exactly 8 digits, keeping leading zeros', () => {
    expect(generateRegistrationId(() => 42)).toBe('EXP-00000042');
    expect(generateRegistrationId(() => 99_999_999)).toBe('EXP-99999999');
  });

  it('draws from the whole 8-digit range with crypto randomness', () => {
    const ids = Array.from({ length: 200 }, () => generateRegistrationId());
    for (const id of ids) expect(id).toMatch(REGISTRATION_ID_PATTERN);
    expect(new Set(ids).size).toBeGreaterThan(195);
  });
});
