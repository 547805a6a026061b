import { afterRegistration, registrationPath } from './registrationPath';

describe('where a new buyer goes through the wizard', () => {
  it('carries a same-site returnTo through the wizard and on after it', () => {
    const path = registrationPath('/exporters/7?save=7');
    expect(path).toBe('/buyer-registration?returnTo=%2Fexporters%2F7%3Fsave%3D7');
    const returnTo = new URL(path, 'http://site.invalid').searchParams.get('returnTo');
    expect(afterRegistration(returnTo)).toBe('/exporters/7?save=7');
  });

  it('ends on the dashboard without one, or with one that leaves the site', () => {
    expect(registrationPath(null)).toBe('/buyer-registration');
    expect(registrationPath('https://evil.example/x')).toBe('/buyer-registration');
    expect(afterRegistration('//evil.example')).toBe('/buyer-dashboard');
    expect(afterRegistration(null)).toBe('/buyer-dashboard');
  });
});
