import { CONVERSATION_LIMITS } from '@ped/contracts/messaging';

/** What the away e-mail says: who wrote, about what, the start of the message and where to read it. */
export interface AwayMailContent {
  senderName: string;
  conversationSubject: string;
  conversationId: number;
  content: string;
  /** The safe-messaging warning the reader would see on the site; null when none. */
  warning: string | null;
  publicOrigin: string;
}

/** The first 200 characters, and an ellipsis when there is more: never more of the message than that. */
export function previewOf(content: string): string {
  const limit = CONVERSATION_LIMITS.preview;
  const chars = [...content.trim()];
  return chars.length > limit ? `${chars.slice(0, limit).join('')}…` : chars.join('');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Subject, text and HTML of the mail to a party with no open live stream. */
export function awayMail(mail: AwayMailContent): { subject: string; text: string; html: string } {
  const link = `${mail.publicOrigin.replace(/\/+$/, '')}/messages/${mail.conversationId}`;
  const preview = previewOf(mail.content);
  const about = `"${mail.conversationSubject}"`;
  const note =
    'You get at most one e-mail per conversation every 15 minutes while you are away from the site. ' +
    'Never pay or change bank details because of a message alone: confirm with the company first.';
  const text = [
    `${mail.senderName} sent you a message about ${about} on Pakistan Export Directory:`,
    '',
    ...preview.split('\n').map((line) => `> ${line}`),
    '',
    ...(mail.warning ? [`Warning: ${mail.warning}`, ''] : []),
    `Read and reply: ${link}`,
    '',
    note,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a202c">',
    `<p><strong>${escapeHtml(mail.senderName)}</strong> sent you a message about ${escapeHtml(about)} on Pakistan Export Directory:</p>`,
    `<blockquote style="margin: 0 0 1em; padding: 0.5em 1em; border-left: 3px solid #cbd5e0; white-space: pre-wrap">${escapeHtml(preview)}</blockquote>`,
    ...(mail.warning
      ? [`<p style="color: #9b2c2c"><strong>Warning:</strong> ${escapeHtml(mail.warning)}</p>`]
      : []),
    `<p><a href="${escapeHtml(link)}">Read and reply</a></p>`,
    `<p style="color: #4a5568; font-size: 0.875em">${escapeHtml(note)}</p>`,
    '</body></html>',
  ].join('\n');
  // One line whatever the names hold: a header never carries a line break.
  const subject = `New message from ${mail.senderName}: ${mail.conversationSubject}`.replace(/\s+/g, ' ');
  return { subject: subject.length > 255 ? `${subject.slice(0, 254)}…` : subject, text, html };
}
