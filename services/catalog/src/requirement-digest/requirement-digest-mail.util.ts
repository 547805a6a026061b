import { formatAmount, formatDay } from '@ped/contracts/format';
import { escapeHtml, htmlPage, oneLine, originOf } from '../mail/mail-text.util.js';
import type { DigestRequirementRow } from './requirement-digest.sql.js';

const SITE = 'Pakistan Export Directory';

/** The exporter dashboard's Buying Requests tab. */
export const requirementsTabUrl = (publicOrigin: string) =>
  `${originOf(publicOrigin)}/dashboard?tab=requests`;

/** The mail's unsubscribe link (a public gateway route; the token is the exporter's, at random). */
export const digestUnsubscribeUrl = (publicOrigin: string, token: string) =>
  `${originOf(publicOrigin)}/api/requirement-digest/unsubscribe?token=${encodeURIComponent(token)}`;

/** One request's terms, the parts a request has (older ones have no structured fields). */
export function requirementTerms(row: DigestRequirementRow): string[] {
  return [
    row.category_name,
    row.quantity_amount !== null
      ? `${formatAmount(row.quantity_amount)}${row.quantity_unit ? ` ${row.quantity_unit}` : ''}`
      : null,
    row.incoterm,
    row.destination ? `to ${oneLine(row.destination)}` : null,
    row.deadline ? `quotes by ${formatDay(row.deadline)}` : null,
  ].filter((part): part is string => Boolean(part));
}

interface Recipient {
  companyName: string;
  contactPerson: string | null;
  publicOrigin: string;
  /** The exporter's unsubscribe token. */
  token: string;
}

/**
 * The daily digest to one exporter: the new requests in its categories (`listed` of `total`), where to
 * quote, and the unsubscribe link.
 */
export function digestMail(input: Recipient & { listed: DigestRequirementRow[]; total: number }): {
  subject: string;
  text: string;
  html: string;
} {
  const { listed, total } = input;
  const requests = total === 1 ? '1 new buying request' : `${total} new buying requests`;
  return requestsMail(input, {
    subject: `${requests} for ${oneLine(input.companyName)}`,
    intro: `Buyers posted ${requests} in the categories of ${oneLine(input.companyName)} on ${SITE}:`,
    listed,
    more: total > listed.length ? `…and ${total - listed.length} more.` : null,
    footer:
      'You receive this e-mail at most once a day, when buyers post requests in your categories. ' +
      'To stop it, unsubscribe:',
  });
}

/** One new request in the exporter's categories, as it is posted (up to `perDay` a day; the digest has the rest). */
export function alertMail(input: Recipient & { requirement: DigestRequirementRow; perDay: number }): {
  subject: string;
  text: string;
  html: string;
} {
  return requestsMail(input, {
    subject: `New buying request: ${oneLine(input.requirement.title)}`,
    intro: `A buyer posted a buying request in the categories of ${oneLine(input.companyName)} on ${SITE}:`,
    listed: [input.requirement],
    more: null,
    footer:
      `You receive an e-mail as buyers post requests in your categories, up to ${input.perDay} a day ` +
      '(the daily digest has the rest). To stop these e-mails, unsubscribe:',
  });
}

function requestsMail(
  recipient: Recipient,
  parts: {
    subject: string;
    intro: string;
    listed: DigestRequirementRow[];
    more: string | null;
    footer: string;
  },
): { subject: string; text: string; html: string } {
  const { intro, listed, more, footer } = parts;
  const greeting = `Dear ${oneLine(recipient.contactPerson || recipient.companyName)},`;
  const dashboard = requirementsTabUrl(recipient.publicOrigin);
  const unsubscribe = digestUnsubscribeUrl(recipient.publicOrigin, recipient.token);
  const text = [
    greeting,
    '',
    intro,
    '',
    ...listed.map((row) => `- ${oneLine(row.title)}\n  ${requirementTerms(row).join(' · ')}`),
    ...(more ? [more] : []),
    '',
    `See them and send your quotation in Buying Requests: ${dashboard}`,
    '',
    `${footer} ${unsubscribe}`,
  ].join('\n');
  const items = listed
    .map(
      (row) =>
        `<li><strong>${escapeHtml(oneLine(row.title))}</strong><br>${escapeHtml(requirementTerms(row).join(' · '))}</li>`,
    )
    .join('');
  // htmlPage's paragraphs, with the list between them.
  const html = htmlPage([
    escapeHtml(greeting),
    escapeHtml(intro),
    `<a href="${escapeHtml(dashboard)}">See them and send your quotation in Buying Requests</a>`,
    `<span style="color: #4a5568; font-size: 0.875em">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></span>`,
  ]).replace(
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(intro)}</p>\n<ul>${items}</ul>${more ? `\n<p>${escapeHtml(more)}</p>` : ''}`,
  );
  return { subject: parts.subject.slice(0, 255), text, html };
}
