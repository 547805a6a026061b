import { BUYER_PROFILE_MESSAGES, isWebsite, yearEstablishedMessage } from '@ped/contracts/options';
import {
  EMPTY_REGISTRATION,
  industrySummary,
  percentComplete,
  reachableStep,
  stepOf,
  toProfileCommand,
  validateStep,
  validateThrough,
  withDraft,
} from './registrationForm';

describe('the registration wizard rules', () => {
  it('counts percent complete as the share of the 18 fields filled (lists count once filled)', () => {
    expect(percentComplete(EMPTY_REGISTRATION)).toBe(0);
    expect(percentComplete({ ...EMPTY_REGISTRATION, firstName: 'Omar', industryFocus: ['Chemicals'] })).toBe(
      11,
    );
    expect(percentComplete({ ...EMPTY_REGISTRATION, firstName: '   ' })).toBe(0);
  });

  it('shows up to 3 industries and counts the rest as "+N more"', () => {
    expect(industrySummary(['A', 'B'])).toEqual({ shown: ['A', 'B'], more: 0 });
    expect(industrySummary(['A', 'B', 'C', 'D', 'E'])).toEqual({ shown: ['A', 'B', 'C'], more: 2 });
  });

  it("needs step 1's names and e-mail, step 2's company, type and country, step 3's industry, nothing on step 4", () => {
    expect(Object.keys(validateStep(0, EMPTY_REGISTRATION)).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
    ]);
    expect(Object.keys(validateStep(1, EMPTY_REGISTRATION)).sort()).toEqual([
      'businessType',
      'companyName',
      'country',
    ]);
    expect(validateStep(2, EMPTY_REGISTRATION)).toEqual({
      industryFocus: BUYER_PROFILE_MESSAGES.industryFocus,
    });
    expect(validateStep(3, EMPTY_REGISTRATION)).toEqual({});
    expect(Object.keys(validateThrough(1, EMPTY_REGISTRATION))).toHaveLength(6);
  });

  it('checks the formats the server checks: e-mail, website and founding year', () => {
    const values = { ...EMPTY_REGISTRATION, email: 'omar@', website: 'farooq', yearEstablished: '1700' };
    expect(validateStep(0, values).email).toBe(BUYER_PROFILE_MESSAGES.email);
    expect(validateStep(1, values)).toMatchObject({
      website: BUYER_PROFILE_MESSAGES.website,
      yearEstablished: yearEstablishedMessage(),
    });
    expect(isWebsite('farooq.example')).toBe(true);
    expect(isWebsite('https://www.farooq.de/about')).toBe(true);
    expect(isWebsite('ftp://farooq.de')).toBe(false);
  });

  it('finds the step that holds a field', () => {
    expect(stepOf(['bio', 'website'])).toBe(1);
    expect(stepOf(['certificationRequirements'])).toBe(2);
    expect(stepOf(['unknown'])).toBe(-1);
  });

  it('sends text trimmed, leaves empty optional fields out and sends the year as a number', () => {
    expect(
      toProfileCommand({
        ...EMPTY_REGISTRATION,
        firstName: ' Omar ',
        yearEstablished: '2004',
        industryFocus: ['Chemicals'],
      }),
    ).toEqual({
      firstName: 'Omar',
      yearEstablished: 2004,
      industryFocus: ['Chemicals'],
      preferredPaymentTerms: [],
      certificationRequirements: [],
    });
  });

  it('shows the step asked for unless an earlier one is refused, and only steps that exist', () => {
    const personal = {
      ...EMPTY_REGISTRATION,
      firstName: 'Lena',
      lastName: 'Vogel',
      email: 'lena@example.com',
    };
    const company = {
      ...personal,
      companyName: 'Vogel Textil',
      businessType: 'Importer',
      country: 'Germany',
    };
    expect(reachableStep(3, EMPTY_REGISTRATION)).toBe(0);
    expect(reachableStep(3, personal)).toBe(1);
    expect(reachableStep(1, personal)).toBe(1);
    expect(reachableStep(2, company)).toBe(2);
    expect(reachableStep(3, { ...company, website: 'not a website' })).toBe(1);
    expect(reachableStep(9, { ...company, industryFocus: ['Textiles & Garments'] })).toBe(3);
    expect(reachableStep(-1, company)).toBe(0);
    expect(reachableStep(Number.NaN, company)).toBe(0);
  });

  it('lays a kept draft over the start: only known fields of the same kind, never a locked one', () => {
    const start = { ...EMPTY_REGISTRATION, email: 'lena@example.com' };
    const draft = JSON.stringify({
      companyName: 'Vogel Textil',
      industryFocus: ['Textiles & Garments'],
      email: 'someone@example.com',
      country: 7,
      preferredPaymentTerms: 'LC',
      isAdmin: 'true',
    });
    expect(withDraft(start, draft, ['email'])).toEqual({
      ...start,
      companyName: 'Vogel Textil',
      industryFocus: ['Textiles & Garments'],
    });
    expect(withDraft(start, null)).toBe(start);
    expect(withDraft(start, '{not json')).toBe(start);
    expect(withDraft(start, '"text"')).toBe(start);
  });
});
