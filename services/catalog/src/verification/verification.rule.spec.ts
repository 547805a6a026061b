import { currentChecks, lapsesAt, meetsVerifiedRule, type PassedCheck } from './verification.rule.js';

const now = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('the verification ladder’s rule', () => {
  it('lapses an approval a year after it', () => {
    expect(lapsesAt(new Date('2025-11-25T12:00:00Z')).toISOString()).toBe('2026-11-25T12:00:00.000Z');
    const passed: PassedCheck[] = [
      { check: 'contact', approvedAt: daysAgo(364) },
      { check: 'site', approvedAt: daysAgo(366) },
    ];
    expect(currentChecks(passed, now).map((item) => item.check)).toEqual(['contact']);
  });

  it('needs the legal entity and one more check, both current', () => {
    const legal: PassedCheck = { check: 'legal_entity', approvedAt: daysAgo(10) };
    const contact: PassedCheck = { check: 'contact', approvedAt: daysAgo(10) };
    expect(meetsVerifiedRule([legal, contact], now)).toBe(true);
    expect(meetsVerifiedRule([legal], now)).toBe(false);
    expect(meetsVerifiedRule([contact, { check: 'site', approvedAt: daysAgo(1) }], now)).toBe(false);
    expect(meetsVerifiedRule([{ ...legal, approvedAt: daysAgo(400) }, contact], now)).toBe(false);
    expect(meetsVerifiedRule([legal, { ...contact, approvedAt: daysAgo(400) }], now)).toBe(false);
  });
});
