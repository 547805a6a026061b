import { rejectionMail } from './rejection-mail.util.js';

const base = {
  companyName: 'Sialkot Sports',
  contactPerson: 'Imran Butt',
  reason: 'Please add your export licence number.',
  publicOrigin: 'https://directory.example/',
  hasAccount: true,
};

describe('the rejection e-mail', () => {
  it('quotes the reason and leads an account holder to the dashboard to resubmit', () => {
    const mail = rejectionMail(base);
    expect(mail.text).toContain('Dear Imran Butt,');
    expect(mail.text).toContain('> Please add your export licence number.');
    expect(mail.text).toContain('https://directory.example/dashboard');
    expect(mail.subject).toBe('Your Pakistan Export Directory application for Sialkot Sports');
  });

  it('points an exporter without an account to the contact page', () => {
    const mail = rejectionMail({ ...base, hasAccount: false, contactPerson: null });
    expect(mail.text).toContain('Dear exporter,');
    expect(mail.text).toContain('https://directory.example/contact');
    expect(mail.text).not.toContain('/dashboard');
  });

  it('escapes what people wrote in the HTML and keeps the subject on one line', () => {
    const mail = rejectionMail({
      ...base,
      companyName: 'Evil\r\nBcc: x@example.com',
      reason: '<script>x</script>',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
