import { Exporter } from '../exporter/exporter.entity.js';
import { applyProfile, planLimits } from './my-exporter.util.js';

describe('the exporter workspace helpers', () => {
  it('gives Basic its limits and lifts them on premium', () => {
    expect(planLimits('basic')).toEqual({ products: 5, inquiryContactsPerMonth: 10 });
    expect(planLimits('premium')).toEqual({ products: null, inquiryContactsPerMonth: null });
  });

  it('replaces the whole profile: what is left out is cleared, country and year take their defaults', () => {
    const exporter = Object.assign(new Exporter(), {
      companyName: 'Old',
      email: 'old@example.com',
      description: 'Old text',
      website: 'https://old.example',
      country: 'UAE',
      establishedYear: 1990,
      certifications: ['ISO 9001'],
    });
    applyProfile(
      exporter,
      { companyName: 'New', email: 'New@Example.com' },
      new Date('2026-05-01T00:00:00Z'),
    );
    expect(exporter).toMatchObject({
      companyName: 'New',
      email: 'new@example.com',
      description: null,
      website: null,
      country: 'Pakistan',
      establishedYear: 2026,
      certifications: [],
    });
  });
});
