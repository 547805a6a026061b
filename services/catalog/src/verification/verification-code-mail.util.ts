import { escapeHtml, htmlPage, oneLine } from '../mail/mail-text.util.js';

/** The contact check's mail: the code the exporter types back on its dashboard. */
export function verificationCodeMail(mail: {
  companyName: string;
  contactPerson: string | null;
  code: string;
  minutes: number;
}): { subject: string; text: string; html: string } {
  const greeting = mail.contactPerson ? `Dear ${mail.contactPerson},` : 'Dear exporter,';
  const intro = `To confirm the e-mail address of ${mail.companyName} for its verification, enter this code on your dashboard:`;
  const validity = `The code works for ${mail.minutes} minutes. If you did not ask for it, you can ignore this e-mail.`;
  return {
    subject: oneLine(`Your verification code for ${mail.companyName}`).slice(0, 255),
    text: [greeting, '', intro, '', mail.code, '', validity, '', 'Pakistan Export Directory'].join('\n'),
    html: htmlPage([
      escapeHtml(greeting),
      escapeHtml(intro),
      `<strong style="font-size: 1.5em; letter-spacing: 0.2em">${mail.code}</strong>`,
      escapeHtml(validity),
      'Pakistan Export Directory',
    ]),
  };
}
