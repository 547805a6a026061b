/** The nodemailer transport the relay sends with (SMTP, from `MailServiceConfig`). */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
/** The sender of every mail (MAIL_FROM). */
export const MAIL_FROM = Symbol('MAIL_FROM');
/**
 * Whether this process's relay sends bulk mail (`mail_outbox.bulk`, queued by `MailQueue.addBulk`). False in a
 * process that serves requests while a worker of the same service sends the bulk.
 */
export const MAIL_SENDS_BULK = Symbol('MAIL_SENDS_BULK');
