// The buyer routes of the benchmark: buyers signed up through the gateway (their catalogue rows were
// bulk-seeded for buyer ids 1..BUYERS.buyers by seed-buyers.mjs), and the routes a buyer's dashboard
// and the Save toggles call, each request made by the next buyer in turn with its own access token.
import {
  BUYER_REQUIREMENTS_SQL,
  MAX_LISTED_REQUIREMENTS,
  SAVED_EXPORTER_IDS_SQL,
  SAVED_EXPORTERS_SQL,
} from '@ped/catalog-service/bench';
import pg from 'pg';

/** 10,000 buyers with 20 requirements, 50 saved exporters and 3 saved searches each (issue 16). */
export const BUYERS = { buyers: 10_000, requirements: 20, saved: 50, searches: 3, signedIn: 50 };

const PASSWORD = 'bench-buyer-password-7';

/**
 * Signs up `count` buyers and completes their profiles; each from an address of its own (the sign-up
 * budget is per address). Their ids are identity's first buyer ids, which the seed covers.
 * @returns {Promise<{ id: number, token: string }[]>}
 */
export async function signUpBuyers(origin, databaseUrl, count) {
  const buyers = [];
  for (let i = 1; i <= count; i++) {
    const headers = {
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.${i >> 8}.${i & 255}`,
      'x-token-delivery': 'body',
    };
    const email = `bench-buyer-${i}@example.com`;
    const token = await signUp(origin, databaseUrl, '/api/buyer/register', headers, {
      firstName: 'Bench',
      lastName: `Buyer ${i}`,
      email,
      password: PASSWORD,
    });
    const id = Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub);
    if (!(id <= BUYERS.buyers)) throw new Error(`buyer id ${id} has no seeded rows (1..${BUYERS.buyers})`);
    await post(
      `${origin}/api/buyer/complete-profile`,
      { ...headers, authorization: `Bearer ${token}` },
      {
        firstName: 'Bench',
        lastName: `Buyer ${i}`,
        email,
        companyName: `Bench Imports ${i}`,
        businessType: 'Wholesaler',
        country: 'Germany',
        industryFocus: ['Textiles & Garments', 'Rice & Grains'],
      },
    );
    buyers.push({ id, token });
  }
  return buyers;
}

/**
 * A sign-up as a person makes it: the sign-up (202, no account yet), then the link identity mailed (read from
 * its mail outbox, where the mail is queued with the sign-up) opened: `POST /api/auth/confirm-email` creates
 * the account and signs it in. Resolves with its access token.
 */
export async function signUp(origin, databaseUrl, path, headers, body) {
  const response = await fetch(`${origin}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (response.status !== 202) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'ped-bench-sign-up' });
  await client.connect();
  let link;
  try {
    const { rows } = await client.query(
      `SELECT text_body FROM identity.mail_outbox
        WHERE to_address = $1 AND mail_key LIKE 'sign-up:%' ORDER BY id DESC LIMIT 1`,
      [body.email.toLowerCase()],
    );
    link = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
  } finally {
    await client.end();
  }
  if (!link) throw new Error(`${path}: no sign-up link was mailed to ${body.email}`);
  const { accessToken } = await post(`${origin}/api/auth/confirm-email`, headers, { token: link });
  return accessToken;
}

async function post(url, headers, body) {
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * The benchmarked buyer routes (`baseline`: the baseline server answers it too, with the catalog's SQL).
 * @param {{ id: number, token: string }[]} buyers
 */
export function buyerEndpoints(buyers) {
  const route = (key, name, path, sql, baseline = true) => ({
    key,
    name,
    baseline,
    paths: buyers.map(() => path),
    headers: buyers.map(({ token }) => ({ authorization: `Bearer ${token}` })),
    sql: sql ? [{ label: key, ...sql(buyers[0].id) }] : [],
  });
  return [
    route(
      'buyer-requirements',
      `buyer's requirements (${BUYERS.requirements} each)`,
      '/api/buyer/requirements',
      (id) => ({ text: BUYER_REQUIREMENTS_SQL, values: [id, MAX_LISTED_REQUIREMENTS] }),
    ),
    route(
      'buyer-saved',
      `buyer's saved exporters (${BUYERS.saved} each)`,
      '/api/buyer/saved-exporters',
      (id) => ({ text: SAVED_EXPORTERS_SQL, values: [id] }),
    ),
    route(
      'buyer-saved-ids',
      "buyer's saved exporter ids (Save toggles)",
      '/api/buyer/saved-exporters/ids',
      (id) => ({
        text: SAVED_EXPORTER_IDS_SQL,
        values: [id],
      }),
    ),
    // Identity's profile and the saved searches' counts (the exporter list's statements per search):
    // through the gateway only.
    route('buyer-profile', "buyer's profile (identity)", '/api/buyer/profile', null, false),
    route(
      'buyer-searches',
      `buyer's saved searches with counts (${BUYERS.searches} each)`,
      '/api/buyer/saved-searches',
      null,
      false,
    ),
  ];
}

/** The buyer a bench request is made by: the `sub` of its bearer token (the baseline trusts it unverified). */
export function buyerOf(request) {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return null;
  return Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub);
}
