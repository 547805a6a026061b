import { quotationMail, quotationsUrl } from './quotation-mail.util.js';

describe('the buyer’s new-quotation mail', () => {
  it('names the exporter and the requirement, carries the quotation and links to its comparison', () => {
    const url = quotationsUrl('https://directory.example/', 42);
    expect(url).toBe('https://directory.example/buyer-dashboard?tab=requirements&responses=42');
    const mail = quotationMail({
      buyerFirstName: 'Anna',
      companyName: 'Shan <Rice>\nExports',
      requirementTitle: 'Basmati & more',
      quotationSummary: 'Price: USD 920.00 per MT, FOB Karachi\n\nWe ship <fast>.',
      url,
    });
    expect(mail.subject).toBe('New quotation from Shan <Rice> Exports: Basmati & more');
    expect(mail.text).toContain('Dear Anna,');
    expect(mail.text).toContain(
      'Shan <Rice> Exports sent a quotation for your buying request “Basmati & more”',
    );
    expect(mail.text).toContain('Price: USD 920.00 per MT, FOB Karachi\n\nWe ship <fast>.');
    expect(mail.text).toContain(`Compare the quotations and accept or decline: ${url}`);
    expect(mail.html).toContain('We ship &#60;fast&#62;.');
    expect(mail.html).not.toContain('<Rice>');
    const unnamed = {
      buyerFirstName: null,
      companyName: 'A',
      requirementTitle: 'B',
      quotationSummary: '',
      url,
    };
    expect(quotationMail(unnamed).text).toMatch(/^Hello,/);
  });
});
