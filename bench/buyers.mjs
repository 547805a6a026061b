// The buyer routes of the benchmark: buyers signed up through the gateway (their catalogue rows were
// bulk-seeded for buyer ids 1..BUYERS.buyers by seed-buyers.mjs), and the routes a buyer's dashboard
// and the Save toggles call, each request made by the next buyer in turn with its own access token.
import {
  BUYER_REQUIREMENTS_SQL,
  MAX_LISTED_REQUIREMENTS,
  SAVED_EXPORTER_IDS_SQL,
  SAVED_EXPORTERS_SQL,
} from '@ped/catalog-service/bench';

/** 10,000 buyers with 20 requirements, 50 saved exporters and 3 saved searches each (issue 16). */
export const BUYERS = { buyers: 10_000, requirements: 20, saved: 50, searches: 3, signedIn: 50 };

const PASSWORD = 'bench-buyer-password-7';

/**
 * Signs up `count` buyers and completes their profiles; each from an address of its own (the sign-up
 * budget is per address). Their ids are identity's first buyer ids, which the seed covers.
 * @returns {Promise<{ id: number, token: string }[]>}
 */
export async function signUpBuyers(origin, count) {
  const buyers = [];
  for (let i = 1; i <= count; i++) {
    const headers = {
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.${i >> 8}.${i & 255}`,
      'x-token-delivery': 'body',
    };
    const email = `bench-buyer-${i}@example.com`;
    const signUp = await post(`${origin}/api/buyer/register`, headers, {
      firstName: 'Bench',
      lastName: `Buyer ${i}`,
      email,
      password: PASSWORD,
    });
    const token = signUp.accessToken;
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
