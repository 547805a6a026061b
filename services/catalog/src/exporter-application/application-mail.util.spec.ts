import { applicationReceivedMail } from './application-mail.util.js';

describe('the application-received e-mail', () => {
  const mail = applicationReceivedMail({
    companyName: 'Multan <Mango> Farms',
    contactPersonName: 'Ayesha Khan',
    registrationId: 'EXP-12345678',
    publicOrigin: 'http://localhost:8080/',
  });

  it('names the registration ID in the subject and the text', () => {
    expect(mail.subject).toBe('We received your application (EXP-12345678)');
    expect(mail.text).toContain('Your registration ID: EXP-12345678');
    expect(mail.text).toContain('Dear Ayesha Khan,');
    expect(mail.text).toContain('http://localhost:8080');
  });

  it('escapes the company name in the HTML', () => {
    expect(mail.html).toContain('Multan &#60;Mango&#62; Farms');
    expect(mail.html).not.toContain('<Mango>');
  });
});
