import { AUTH_MESSAGES } from '@ped/contracts/options';
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
      expect.objectContaining({ body: expect.objectContaining({ reason: 'PASSWORD_TOO_COMMON' }) }),
    );
    expect(() => passwords.assertAcceptable('Basmati-Rice-Karachi')).not.toThrow();
  });

  it('holds admin passwords to 12 characters, no padded common word and no "admin"', () => {
    const refusal = (message: string) =>
      expect.objectContaining({ body: expect.objectContaining({ message }) });
    const admin = (password: string) => () => passwords.assertAcceptable(password, 'newPassword', 'admin');
    expect(admin('Sialkot-Ball')).not.toThrow();
    expect(admin('Sialkot-Bal')).toThrow(refusal('Admin passwords must be at least 12 characters'));
    expect(admin('Password1234!')).toThrow(refusal(AUTH_MESSAGES.commonPassword));
    expect(admin('MyAdminConsole9')).toThrow(refusal(AUTH_MESSAGES.commonPassword));
    // The same passwords are fine for other accounts (their rules are the spec's).
    expect(() => passwords.assertAcceptable('Password1234!')).not.toThrow();
  });
});
