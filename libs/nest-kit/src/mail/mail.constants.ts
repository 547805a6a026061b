/** The nodemailer transport the relay sends with (SMTP, from `MailServiceConfig`). */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
/** The sender of every mail (MAIL_FROM). */
export const MAIL_FROM = Symbol('MAIL_FROM');
