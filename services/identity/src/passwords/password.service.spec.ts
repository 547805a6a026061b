import { PasswordService } from './password.service.js';

describe('PasswordService', () => {
  const passwords = new PasswordService();

  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await passwords.hash('Sialkot-Footballs-2024');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await expect(passwords.verify(hash, 'Sialkot-Footballs-2024')).resolves.toBe(true);
    await expect(passwords.verify(hash, 'sialkot-footballs-2024')).resolves.toBe(false);
  });

  it('answers false, not an error, for a missing account', async () => {
    await expect(passwords.verify(null, 'anything')).resolves.toBe(false);
  });

  it('refuses the most common passwords whatever their case', () => {
    expect(() => passwords.assertAcceptable('Password1')).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ code: 'VALIDATION_FAILED' }) }),
    );
    expect(() => passwords.assertAcceptable('Basmati-Rice-Karachi')).not.toThrow();
  });
});
