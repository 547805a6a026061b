import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../testing/node-process.js';
import { ensureMailCatcher } from '../lib/mail.mjs';

// `npm start` prints where its mail catcher's inbox is; both addresses it names must open.
describe("npm start's mail catcher", () => {
  let mail: Awaited<ReturnType<typeof ensureMailCatcher>>;

  beforeAll(async () => {
    const ports = { SMTP_PORT: String(await freePort()), MAILDEV_WEB_PORT: String(await freePort()) };
    mail = await ensureMailCatcher(ports, mkdtempSync(join(tmpdir(), 'ped-maildev-')));
  });
  afterAll(() => mail.stop?.());

  it('prints an inbox address that opens in a browser, and one that lists the mails', async () => {
    const urls = mail.note.match(/http:\/\/\S+/g) ?? [];
    expect(urls).toEqual([`${mail.inbox}/`, `${mail.inbox}/api/email`]);
    const page = await fetch(urls[0]!, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('<html')]);
    const list = await fetch(urls[1]!);
    expect([list.status, Array.isArray(await list.json())]).toEqual([200, true]);
  });
});
