/** The buyer's mail for a new quotation (identity owns the buyer's address). */

const SITE = 'Pakistan Export Directory';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A header never carries a line break, whatever a title or a company holds. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The buyer dashboard's requirements with this one's quotations open (View Responses). */
export const quotationsUrl = (publicOrigin: string, requirementId: number) =>
  `${publicOrigin.replace(/\/+$/, '')}/buyer-dashboard?tab=requirements&responses=${requirementId}`;

export function quotationMail(input: {
  buyerFirstName: string | null;
  companyName: string;
  requirementTitle: string;
  quotationSummary: string;
  url: string;
}): { subject: string; text: string; html: string } {
  const company = oneLine(input.companyName);
  const title = oneLine(input.requirementTitle);
  const greeting = input.buyerFirstName ? `Dear ${oneLine(input.buyerFirstName)},` : 'Hello,';
  const intro = `${company} sent a quotation for your buying request “${title}” on ${SITE}.`;
  const action = 'Compare the quotations and accept or decline';
  const note =
    'Your contact details stay hidden from the exporter until you accept its quotation. ' +
    'You get this e-mail once for each exporter that quotes.';
  const text = [
    greeting,
    '',
    intro,
    '',
    input.quotationSummary,
    '',
    `${action}: ${input.url}`,
    '',
    note,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a202c">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<pre style="font-family: inherit; white-space: pre-wrap; background: #f7fafc; padding: 12px">${escapeHtml(input.quotationSummary)}</pre>`,
    `<p><a href="${escapeHtml(input.url)}">${escapeHtml(action)}</a></p>`,
    `<p style="color: #4a5568; font-size: 0.875em">${escapeHtml(note)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: `New quotation from ${company}: ${title}`.slice(0, 255), text, html };
}
