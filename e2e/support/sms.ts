/** One text the run's SMS catcher received (tools/testing/sms-catcher.js). */
export interface InboxSms {
  to: string;
  text: string;
}

/** Waits up to 20 s for a text to `to` (E.164) that `match` accepts (the catalog sends from its outbox). */
export async function waitForSms(to: string, match: (sms: InboxSms) => boolean): Promise<InboxSms> {
  const inbox = process.env.E2E_SMS_INBOX;
  if (!inbox)
    throw new Error('E2E_SMS_INBOX is not set: run browser tests through jest --selectProjects e2e');
  const until = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(inbox);
    if (!res.ok) throw new Error(`SMS inbox answered ${res.status}`);
    const found = ((await res.json()) as InboxSms[]).find((sms) => sms.to === to && match(sms));
    if (found) return found;
    if (Date.now() > until) throw new Error(`no matching text to ${to} in 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
