import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  raw: string;
  /** The raw mail with folded headers joined and quoted-printable undone (UTF-8). */
  text: string;
}

/** The mail a sign-up sends to confirm the address (every signed-up test person has one). */
export const isSignUpMail = (mail: CaughtMail) => mail.text.includes('/confirm-email?token=');

/** A mail catcher for integration tests: an in-process SMTP server that keeps every mail it is sent. */
export class MailCatcher {
  readonly mails: { to: string; raw: string }[] = [];
  private server?: SMTPServer;
  port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          for (const { address } of session.envelope.rcptTo) this.mails.push({ to: address, raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  to(address: string): CaughtMail[] {
    return this.mails
      .filter((mail) => mail.to === address)
      .map((mail) => ({ ...mail, text: decodedMail(mail.raw) }));
  }
}

/** The mail as written: folded header lines joined, quoted-printable soft breaks and escapes undone (UTF-8). */
export function decodedMail(raw: string): string {
  const unfolded = raw.replace(/\r?\n(?=[ \t])/g, '').replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i += 1) {
    const escape = /^=([0-9A-F]{2})/.exec(unfolded.slice(i, i + 3));
    if (escape) {
      bytes.push(parseInt(escape[1]!, 16));
      i += 2;
    } else bytes.push(...Buffer.from(unfolded[i]!));
  }
  return Buffer.from(bytes).toString('utf8');
}
