import { escapeHtml, htmlPage, oneLine, originOf } from '../mail/mail-text.util.js';

export interface ApplicationMailContent {
  companyName: string;
  contactPersonName: string;
  registrationId: string;
  publicOrigin: string;
}

/** "We received your application": the registration ID to quote, and what happens next. */
export function applicationReceivedMail(mail: ApplicationMailContent): {
  subject: string;
  text: string;
  html: string;
} {
  const origin = originOf(mail.publicOrigin);
  const next =
    'Our team reviews every application, usually within 2 business days. When your profile is approved you ' +
    'will receive an e-mail with a link to set the password of your exporter account.';
  const text = [
    `Dear ${mail.contactPersonName},`,
    '',
    `Thank you for applying to list ${mail.companyName} on Pakistan Export Directory. We received your application.`,
    '',
    `Your registration ID: ${mail.registrationId}`,
    'Please quote it if you contact us about your application.',
    '',
    next,
    '',
    `Pakistan Export Directory — ${origin}`,
  ].join('\n');
  const html = htmlPage([
    `Dear ${escapeHtml(mail.contactPersonName)},`,
    `Thank you for applying to list <strong>${escapeHtml(mail.companyName)}</strong> on Pakistan Export Directory. We received your application.`,
    `Your registration ID: <strong>${escapeHtml(mail.registrationId)}</strong><br>Please quote it if you contact us about your application.`,
    escapeHtml(next),
    `Pakistan Export Directory — <a href="${escapeHtml(origin)}">${escapeHtml(origin)}</a>`,
  ]);
  return {
    subject: oneLine(`We received your application (${mail.registrationId})`),
    text,
    html,
  };
}
