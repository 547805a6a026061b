import { evidenceFields, reviewHint } from './evidenceFields';

describe('the contact check as the reviewer reads it', () => {
  it('shows the phone confirmed by code, and asks for no call then', () => {
    const evidence = {
      email: 'info@sialkot.example',
      emailConfirmedAt: '2026-11-21T08:00:00.000Z',
      phone: '+923001234567',
      phoneConfirmedAt: '2026-11-21T08:00:00.000Z',
    };
    expect(evidenceFields(evidence).map((field) => field.label)).toEqual([
      'E-mail',
      'E-mail confirmed',
      'Phone',
      'Phone confirmed by code',
    ]);
    expect(reviewHint('contact', evidence)).toBe(
      'The e-mail address and the phone number were confirmed by code: mailed and texted.',
    );
  });

  it('still asks for a call for a submission sent before phones were confirmed by code', () => {
    expect(reviewHint('contact', { email: 'a@b.example', phone: '+92 52 1234567' })).toMatch(
      /Call the phone number to confirm it/,
    );
  });
});
