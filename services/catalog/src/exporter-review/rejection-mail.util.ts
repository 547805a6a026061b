import { escapeHtml, htmlPage, oneLine, originOf } from '../mail/mail-text.util.js';

export interface RejectionMailContent {
  companyName: string;
  contactPerson: string | null;
  reason: string;
  publicOrigin: string;
  /** The exporter has an account (a profile created from the dashboard): it can edit and resubmit there. */
  hasAccount: boolean;
}

/** A polite rejection with the administrator's reason, and the way to apply again (edit the profile). */
export function rejectionMail(mail: RejectionMailContent): { subject: string; text: string; html: string } {
  const dashboard = `${originOf(mail.publicOrigin)}/dashboard`;
  const greeting = mail.contactPerson ? `Dear ${mail.contactPerson},` : 'Dear exporter,';
  const intro =
    `Thank you for your interest in Pakistan Export Directory. After reviewing the profile of ${mail.companyName}, ` +
    'we are unable to approve it at this time, for the following reason:';
  const again = mail.hasAccount
    ? 'You are welcome to update your profile with the missing information: saving it sends it back to our review queue.'
    : 'If you can address this, please contact us through the contact page of the site and we will look at it again.';
  const link = mail.hasAccount ? dashboard : `${originOf(mail.publicOrigin)}/contact`;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...mail.reason.split('\n').map((line) => `> ${line}`),
    '',
    again,
    link,
    '',
    'Kind regards,',
    'Pakistan Export Directory',
  ].join('\n');
  const html = htmlPage([
    escapeHtml(greeting),
    escapeHtml(intro),
    `<blockquote style="margin: 0; padding: 0.5em 1em; border-left: 3px solid #cbd5e0; white-space: pre-wrap">${escapeHtml(mail.reason)}</blockquote>`,
    `${escapeHtml(again)} <a href="${escapeHtml(link)}">${mail.hasAccount ? 'Open your dashboard' : 'Contact us'}</a>`,
    'Kind regards,<br>Pakistan Export Directory',
  ]);
  return {
    subject: oneLine(`Your Pakistan Export Directory application for ${mail.companyName}`).slice(0, 255),
    text,
    html,
  };
}
