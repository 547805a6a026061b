import { digestMail, digestUnsubscribeUrl, requirementTerms } from './requirement-digest-mail.util.js';
import type { DigestRequirementRow } from './requirement-digest.sql.js';

const row = (id: number, fields: Partial<DigestRequirementRow> = {}): DigestRequirementRow => ({
  id,
  title: `Basmati <1121> #${id}`,
  category_name: 'Rice & Grains',
  quantity_amount: 1500.5,
  quantity_unit: 'MT',
  incoterm: 'CIF',
  destination: 'Hamburg,\nGermany',
  deadline: '2026-12-20',
  ...fields,
});

describe('the requirement digest mail', () => {
  it('says each request’s terms, leaving out what an older request lacks', () => {
    expect(requirementTerms(row(1))).toEqual([
      'Rice & Grains',
      '1,500.5 MT',
      'CIF',
      'to Hamburg, Germany',
      'quotes by 20 Dec 2026',
    ]);
    expect(
      requirementTerms(
        row(2, {
          quantity_amount: null,
          quantity_unit: null,
          incoterm: null,
          destination: null,
          deadline: null,
        }),
      ),
    ).toEqual(['Rice & Grains']);
  });

  it('lists up to the given rows, counts the rest, links the tab and the unsubscribe page, escapes HTML', () => {
    const mail = digestMail({
      companyName: 'Shan & Sons',
      contactPerson: null,
      listed: [row(1), row(2)],
      total: 3,
      publicOrigin: 'https://directory.example/',
      token: 'tok_en-1',
    });
    expect(mail.subject).toBe('3 new buying requests for Shan & Sons');
    expect(mail.text).toContain('Dear Shan & Sons,');
    expect(mail.text).toContain('- Basmati <1121> #1\n  Rice & Grains · 1,500.5 MT · CIF');
    expect(mail.text).toContain('…and 1 more.');
    expect(mail.text).toContain('https://directory.example/dashboard?tab=requests');
    expect(mail.text).toContain(
      'https://directory.example/api/requirement-digest/unsubscribe?token=tok_en-1',
    );
    expect(mail.html).toContain('<li><strong>Basmati &#60;1121&#62; #1</strong>');
    expect(mail.html).toContain('Shan &#38; Sons');
    expect(mail.html).not.toContain('<1121>');
    expect(digestUnsubscribeUrl('https://d.example', 'a b')).toBe(
      'https://d.example/api/requirement-digest/unsubscribe?token=a%20b',
    );
  });

  it('names one request in the singular', () => {
    const mail = digestMail({
      companyName: 'Shan\nRice',
      contactPerson: 'Saima Javed',
      listed: [row(1)],
      total: 1,
      publicOrigin: 'http://localhost:8080',
      token: 't',
    });
    expect(mail.subject).toBe('1 new buying request for Shan Rice');
    expect(mail.text).toContain('Dear Saima Javed,');
    expect(mail.text).not.toContain('more.');
  });
});
