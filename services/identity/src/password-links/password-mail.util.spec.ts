import {
  approvedSignInMail,
  resetPasswordMail,
  setPasswordMail,
  setPasswordUrl,
} from './password-mail.util.js';

describe('password mails', () => {
  const url = setPasswordUrl('https://directory.example/', 'abc-_123');

  it('link to the set-password page of the public origin with the token', () => {
    expect(url).toBe('https://directory.example/set-password?token=abc-_123');
    expect(setPasswordUrl('https://directory.example', 'abc', 'buyer')).toBe(
      'https://directory.example/set-password?token=abc&kind=buyer',
    );
    expect(setPasswordUrl('https://directory.example', 'abc', 'admin')).toBe(
      'https://directory.example/set-password?token=abc&kind=admin',
    );
  });

  it('tell an approved exporter to set its password, and for how long the link works', () => {
    const mail = setPasswordMail({
      companyName: 'Sialkot Sports',
      email: 'sales@sialkot.pk',
      url,
      hours: 72,
    });
    expect(mail.subject).toBe('Sialkot Sports is approved on Pakistan Export Directory: set your password');
    expect(mail.text).toContain('We have created an exporter account for sales@sialkot.pk.');
    expect(mail.text).toContain(`Set your password: ${url}`);
    expect(mail.text).toContain('expires in 72 hours');
    expect(mail.html).toContain(`<a href="${url}">Set your password</a>`);
  });

  it('tell an exporter with an account to sign in', () => {
    const mail = approvedSignInMail({
      companyName: 'Sialkot Sports',
      email: 'sales@sialkot.pk',
      url: 'https://directory.example/sign-in/exporter?email=sales%40sialkot.pk',
    });
    expect(mail.text).toContain(
      'Sign in: https://directory.example/sign-in/exporter?email=sales%40sialkot.pk',
    );
  });

  it('say a reset link lasts an hour and can be ignored', () => {
    const mail = resetPasswordMail({ url, hours: 1 });
    expect(mail.text).toContain('expires in 1 hour.');
    expect(mail.text).toContain('If you did not ask for it, ignore this e-mail');
  });

  it("name the administrator account a reset link is for (it goes to the linked user's address)", () => {
    const mail = resetPasswordMail({ url, hours: 1, adminUsername: 'ops-lead' });
    expect(mail.subject).toBe('Reset your administrator password on Pakistan Export Directory');
    expect(mail.text).toContain('the password of the administrator account "ops-lead" on');
  });

  it('escape a company name in the HTML and keep the subject on one line', () => {
    const mail = setPasswordMail({
      companyName: '<b>Evil</b>\r\nBcc: victim@example.com',
      email: 'a@b.pk',
      url,
      hours: 72,
    });
    expect(mail.html).not.toContain('<b>Evil');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
