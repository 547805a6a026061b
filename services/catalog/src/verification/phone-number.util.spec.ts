import { toTextableE164 } from './phone-number.util.js';

describe('toTextableE164', () => {
  it('reads Pakistani mobiles as typed, with or without the country code', () => {
    expect(toTextableE164('0300 1234567')).toBe('+923001234567');
    expect(toTextableE164('0300-1234567')).toBe('+923001234567');
    expect(toTextableE164('+92 300 1234567')).toBe('+923001234567');
    expect(toTextableE164('(0321) 765 4321')).toBe('+923217654321');
  });

  it('keeps other countries’ mobiles given with their code', () => {
    expect(toTextableE164('+44 7400 123456')).toBe('+447400123456');
  });

  it('refuses numbers that do not exist or cannot take a text', () => {
    expect(toTextableE164('0300 12345')).toBeNull();
    expect(toTextableE164('1234567')).toBeNull();
    expect(toTextableE164('+92 41 1234567')).toBeNull(); // a Faisalabad landline
  });
});
