/** One mail of the run's catcher (maildev's REST answer, the parts tests read). */
export interface InboxMail {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

function inboxUrl(): string {
  const url = process.env.E2E_MAIL_INBOX;
  if (!url)
    throw new Error('E2E_MAIL_INBOX is not set: run browser tests through jest --selectProjects browser');
  return url;
}

/** The mails sent to `address` so far (the services send from their outboxes, a moment after the change). */
export async function mailsTo(address: string): Promise<InboxMail[]> {
  const res = await fetch(`${inboxUrl()}/api/email`);
  if (!res.ok) throw new Error(`mail inbox answered ${res.status}`);
  const mails = (await res.json()) as InboxMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/** Waits up to 20 s for a mail to `address` that `match` accepts. */
export async function waitForMail(address: string, match: (mail: InboxMail) => boolean): Promise<InboxMail> {
  const until = Date.now() + 20_000;
  for (;;) {
    const found = (await mailsTo(address)).find(match);
    if (found) return found;
    if (Date.now() > until) {
      const subjects = (await mailsTo(address)).map((mail) => mail.subject);
      throw new Error(`no matching mail to ${address} in 20 s (it has: ${JSON.stringify(subjects)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
