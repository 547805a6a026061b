/** What the e-mail to a visitor (no buyer account) says when an exporter replies to their inquiry. */
export interface InquiryReplyMailContent {
  buyerName: string;
  companyName: string;
  /** The exporter's contact e-mail, for the visitor to write back to; null when messaging does not know it. */
  exporterEmail: string | null;
  reply: string;
  inquiry: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const quote = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`);

/**
 * Subject, text and HTML of the reply. It is sent from the site's address with the exporter's as its
 * Reply-To, and names that address too (a client may not show Reply-To).
 */
export function inquiryReplyMail(mail: InquiryReplyMailContent): {
  subject: string;
  text: string;
  html: string;
} {
  const answer = mail.exporterEmail
    ? `To answer, write to ${mail.companyName} at ${mail.exporterEmail}.`
    : `To answer, contact ${mail.companyName} through its profile on Pakistan Export Directory.`;
  const text = [
    `Dear ${mail.buyerName},`,
    '',
    `${mail.companyName} replied to your inquiry on Pakistan Export Directory:`,
    '',
    mail.reply,
    '',
    'Your inquiry:',
    ...quote(mail.inquiry),
    '',
    answer,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a202c">',
    `<p>Dear ${escapeHtml(mail.buyerName)},</p>`,
    `<p><strong>${escapeHtml(mail.companyName)}</strong> replied to your inquiry on Pakistan Export Directory:</p>`,
    `<p style="white-space: pre-wrap">${escapeHtml(mail.reply)}</p>`,
    '<p style="color: #4a5568">Your inquiry:</p>',
    `<blockquote style="margin: 0 0 1em; padding: 0.5em 1em; border-left: 3px solid #cbd5e0; white-space: pre-wrap">${escapeHtml(mail.inquiry.trim())}</blockquote>`,
    mail.exporterEmail
      ? `<p>To answer, write to ${escapeHtml(mail.companyName)} at <a href="mailto:${escapeHtml(mail.exporterEmail)}">${escapeHtml(mail.exporterEmail)}</a>.</p>`
      : `<p>${escapeHtml(answer)}</p>`,
    '</body></html>',
  ].join('\n');
  // One line whatever the name holds: a header never carries a line break.
  const subject = `${mail.companyName} replied to your inquiry`.replace(/\s+/g, ' ');
  return { subject: subject.length > 255 ? `${subject.slice(0, 254)}…` : subject, text, html };
}

/** The first message of the conversation a reply opens: the inquiry quoted, then the reply. */
export function replyWithQuote(inquiry: string, reply: string): string {
  return [...quote(inquiry), '', reply].join('\n');
}
