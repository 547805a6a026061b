import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

/** maildev's ports on 127.0.0.1: the services' default SMTP_PORT, and its web inbox. */
export const MAIL_CATCHER = { smtpPort: 1025, webPort: 1080 };

/**
 * What to open: maildev answers its page only to a browser (a request accepting text/html; curl gets
 * `{"error":"Not found"}`), and lists the mails as JSON under /api/email.
 */
export function mailCatcherNote(inbox) {
  return `mail inbox (maildev): open ${inbox}/ in a browser; the mails as JSON: ${inbox}/api/email`;
}

const LOCAL = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** maildev's command, from its package.json; null when it is not installed. */
function maildevBin() {
  const manifest = join(ROOT, 'node_modules', 'maildev', 'package.json');
  if (!existsSync(manifest)) return null;
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  const path = join(ROOT, 'node_modules', 'maildev', typeof bin === 'string' ? bin : bin.maildev);
  return existsSync(path) ? path : null;
}

function reachable(port, timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The local mail catcher for `npm start`: maildev from npm (a dev dependency), bound to 127.0.0.1 with
 * its mails under .data/maildev, where the services' default SMTP settings send. Skipped when SMTP_URL
 * or a non-local SMTP_HOST names a real server. Resolves with `{ inbox, stop }`, or with a hint when
 * maildev is not installed (mail then waits in the services' outboxes until a server answers).
 */
export async function ensureMailCatcher(env, logDir) {
  const host = env.SMTP_HOST ?? '127.0.0.1';
  if (env.SMTP_URL || !LOCAL.has(host))
    return { note: 'mail: sent to the SMTP server configured (SMTP_URL / SMTP_HOST)' };
  const smtpPort = Number(env.SMTP_PORT ?? MAIL_CATCHER.smtpPort);
  const webPort = Number(env.MAILDEV_WEB_PORT ?? MAIL_CATCHER.webPort);
  const inbox = `http://127.0.0.1:${webPort}`;
  if (await reachable(smtpPort)) {
    return {
      note: `mail: an SMTP server already listens on 127.0.0.1:${smtpPort} (a mail catcher? ${mailCatcherNote(inbox)})`,
      stop: () => undefined,
    };
  }
  const bin = maildevBin();
  if (!bin) {
    return {
      note:
        'mail: no mail catcher (maildev is not installed): run `npm install` (it is a dev dependency) or ' +
        '`npm install --no-save maildev@3.0.0`, or set SMTP_URL; meanwhile mail waits in the outboxes',
    };
  }
  const directory = join(ROOT, '.data', 'maildev');
  mkdirSync(directory, { recursive: true });
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(join(logDir, 'maildev.log'), { flags: 'a' });
  const child = spawn(
    process.execPath,
    [
      bin,
      ...['--smtp', String(smtpPort), '--web', String(webPort)],
      ...['--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
      ...['--mail-directory', directory],
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  // The inbox's web server starts after the SMTP server: the address printed must open.
  const up = async () => (await reachable(smtpPort, 250)) && (await reachable(webPort, 250));
  for (let i = 0; i < 80 && !(await up()); i += 1) {
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!(await up())) {
    stop();
    return {
      note: `mail: maildev did not start (see ${join(logDir, 'maildev.log')}); mail waits in the outboxes`,
    };
  }
  return { inbox, note: mailCatcherNote(inbox), stop };
}
