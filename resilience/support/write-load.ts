import type pg from 'pg';
import { signUpLinkToken } from '../../tools/testing/sign-ups.js';

/** The kinds of write the load mixes, each kept by a different service. */
export const WRITE_KINDS = ['inquiry', 'conversation', 'requirement', 'signUp', 'approval'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

export interface Write {
  kind: WriteKind;
  /** What identifies the write where it is stored (a text it carries, or the approved exporter's id). */
  marker: string;
  status: number;
  /** When it was sent (epoch ms), and how long its answer took. */
  at: number;
  ms: number;
  retryAfter: string | null;
}

/** The accounts the load writes as: buyers (spread over per-account budgets) and an administrator. */
export interface LoadAccounts {
  buyers: string[];
  /** The buyers' e-mails (same order) and their password, to sign in again. */
  emails: string[];
  password: string;
  admin: string;
  /** Approved exporters to write to, and pending ones to approve (each once). */
  exporters: number[];
  pending: number[];
}

const PASSWORD = 'Resilient-Sialkot-2026';

async function json(url: string, method: string, token: string | null, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-token-delivery': 'body',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Buyers signed up through their mailed link, an administrator, and the exporters to write to. */
export async function prepareAccounts(base: string, db: pg.Pool, databaseUrl: string, run: string) {
  const buyers: string[] = [];
  const emails: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const email = `buyer${i}.${run}@example.com`;
    emails.push(email);
    const signUp = await json(`${base}/api/buyer/register`, 'POST', null, {
      firstName: `Buyer${i}`,
      lastName: 'Load',
      email,
      password: PASSWORD,
    });
    if (signUp.status !== 202)
      throw new Error(`buyer sign-up: ${signUp.status} ${JSON.stringify(signUp.body)}`);
    const confirmed = await json(`${base}/api/auth/confirm-email`, 'POST', null, {
      token: await signUpLinkToken(databaseUrl, email),
    });
    buyers.push(String(confirmed.body.accessToken));
  }
  const adminEmail = `admin.${run}@example.com`;
  await json(`${base}/api/auth/register`, 'POST', null, {
    firstName: 'Ops',
    lastName: 'Admin',
    email: adminEmail,
    password: PASSWORD,
  });
  await json(`${base}/api/auth/confirm-email`, 'POST', null, {
    token: await signUpLinkToken(databaseUrl, adminEmail),
  });
  await db.query("UPDATE identity.users SET role = 'admin' WHERE email = $1", [adminEmail]);
  const signedIn = await json(`${base}/api/auth/login`, 'POST', null, {
    email: adminEmail,
    password: PASSWORD,
  });
  const ids = async (status: string) =>
    (
      await db.query<{ id: number }>(`SELECT id FROM catalog.exporters WHERE status = $1 ORDER BY id`, [
        status,
      ])
    ).rows.map((r) => r.id);
  return {
    buyers,
    emails,
    password: PASSWORD,
    admin: String(signedIn.body.accessToken),
    exporters: (await ids('approved')).slice(0, 40),
    pending: await ids('pending'),
  } satisfies LoadAccounts;
}

/**
 * Sends `total` writes at `perSecond`, round-robin over the kinds (an approval only while pending
 * exporters are left), each carrying a marker to find it by. Calls `at(i)` before write i (to kill
 * something in the middle). Resolves with every write's answer.
 */
export async function runWriteLoad(
  base: string,
  accounts: LoadAccounts,
  { total, perSecond, run, at }: { total: number; perSecond: number; run: string; at?: (i: number) => void },
): Promise<Write[]> {
  // Each pending exporter is approved once in the whole suite: taken from the accounts' list.
  const pending = accounts.pending;
  const writes: Promise<Write>[] = [];
  const started = Date.now();
  for (let i = 0; i < total; i += 1) {
    at?.(i);
    const wait = started + (i * 1000) / perSecond - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    let kind = WRITE_KINDS[i % WRITE_KINDS.length]!;
    if (kind === 'approval' && pending.length === 0) kind = 'inquiry';
    writes.push(send(base, accounts, kind, `rz-${run}-${i}`, kind === 'approval' ? pending.shift()! : 0, i));
  }
  return Promise.all(writes);
}

async function send(
  base: string,
  accounts: LoadAccounts,
  kind: WriteKind,
  marker: string,
  pendingId: number,
  i: number,
): Promise<Write> {
  const buyer = accounts.buyers[i % accounts.buyers.length]!;
  const exporterId = accounts.exporters[i % accounts.exporters.length]!;
  const [method, path, token, body]: [string, string, string | null, unknown] =
    kind === 'inquiry'
      ? [
          'POST',
          '/api/contact-requests',
          buyer,
          {
            exporterId,
            buyerName: 'Load Buyer',
            buyerEmail: 'load@example.com',
            message: `Price list please (${marker})`,
          },
        ]
      : kind === 'conversation'
        ? [
            'POST',
            '/api/conversations',
            buyer,
            { exporterId, subject: `Quote ${marker}`, initialMessage: `Please quote (${marker})` },
          ]
        : kind === 'requirement'
          ? [
              'POST',
              '/api/buyer/requirements',
              buyer,
              { title: `Cotton towels ${marker}`, description: 'Terry towels, 500 gsm, 20,000 pcs.' },
            ]
          : kind === 'signUp'
            ? [
                'POST',
                '/api/buyer/register',
                null,
                { firstName: 'Load', lastName: 'Signup', email: `${marker}@example.com`, password: PASSWORD },
              ]
            : ['PATCH', `/api/admin/exporters/${pendingId}/status`, accounts.admin, { status: 'approved' }];
  const since = Date.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  }).catch(() => undefined);
  await response?.arrayBuffer().catch(() => undefined);
  return {
    kind,
    marker: kind === 'approval' ? String(pendingId) : marker,
    status: response?.status ?? 0,
    at: since,
    ms: Date.now() - since,
    retryAfter: response?.headers.get('retry-after') ?? null,
  };
}
