import 'reflect-metadata';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { HttpSession } from '../../../tools/testing/http-client.js';
import { isSignUpPath, signUpLinkToken } from '../../../tools/testing/sign-ups.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

/**
 * Who may call a route: every route of the API has a row, or this suite fails. `refresh-token`:
 * public, but the route itself answers 401 without a valid refresh token (never 403). `party`: a buyer
 * or an exporter (the parties of conversations), not an administrator. `exporter`: exporter accounts only
 * (the exporter workspace). `exporter-or-admin`: an exporter's own verification evidence, which administrators
 * review (another exporter's is not found: 404).
 */
type Access =
  | 'public'
  | 'refresh-token'
  | 'signed-in'
  | 'buyer'
  | 'party'
  | 'exporter'
  | 'exporter-or-admin'
  | 'admin'
  /** The admin console's own account (two-factor sign-in), not users with role admin. */
  | 'admin-console';

const MATRIX: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/.well-known/jwks.json': 'public',
  'GET /api/categories': 'public',
  'GET /api/categories/{slug}': 'public',
  'GET /api/exporters': 'public',
  'GET /api/exporters/featured': 'public',
  'GET /api/exporters/sponsored': 'public',
  'GET /api/products': 'public',
  'GET /api/exporters/compare': 'public',
  'GET /api/exporters/{id}': 'public',
  'GET /api/exporters/{id}/products': 'public',
  'GET /api/stats': 'public',
  'GET /api/sitemap.xml': 'public',
  'POST /api/exporter/signup': 'public',
  'POST /api/contact': 'public',
  'POST /api/contact-requests': 'public',
  'GET /api/login': 'public',
  'GET /api/logout': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/confirm-email': 'public',
  'POST /api/auth/refresh': 'refresh-token',
  'GET /api/auth/user': 'signed-in',
  'POST /api/auth/delete-account': 'party',
  'GET /api/buyer/data-export': 'buyer',
  'POST /api/auth/change-password': 'signed-in',
  'POST /api/auth/password-reset': 'public',
  'GET /api/auth/password-link': 'public',
  'POST /api/auth/password-link': 'public',
  'POST /api/buyer/login': 'public',
  'POST /api/buyer/register': 'public',
  'POST /api/buyer/logout': 'public',
  'GET /api/buyer/profile': 'buyer',
  'POST /api/buyer/complete-profile': 'buyer',
  'GET /api/buyer/requirements': 'buyer',
  'POST /api/buyer/requirements': 'buyer',
  'PATCH /api/buyer/requirements/{id}': 'buyer',
  'GET /api/buyer/requirements/{id}/responses': 'buyer',
  'POST /api/buyer/requirements/{id}/responses/{responseId}/accept': 'buyer',
  'POST /api/buyer/requirements/{id}/responses/{responseId}/decline': 'buyer',
  'GET /api/requirement-templates': 'public',
  'GET /api/requirements': 'exporter',
  'GET /api/requirements/{id}': 'exporter',
  'POST /api/requirements/{id}/responses': 'exporter',
  'GET /api/my-exporter/responses': 'exporter',
  'GET /api/my-exporter/requirement-alerts': 'exporter',
  'POST /api/my-exporter/requirement-alerts/seen': 'exporter',
  'GET /api/requirement-digest/unsubscribe': 'public',
  'GET /api/requirement-digest/subscribe': 'public',
  'GET /api/buyer/saved-exporters': 'buyer',
  'GET /api/buyer/saved-exporters/ids': 'buyer',
  'POST /api/buyer/saved-exporters': 'buyer',
  'PATCH /api/buyer/saved-exporters/{exporterId}': 'buyer',
  'DELETE /api/buyer/saved-exporters/{exporterId}': 'buyer',
  'GET /api/buyer/saved-searches': 'buyer',
  'POST /api/buyer/saved-searches': 'buyer',
  'DELETE /api/buyer/saved-searches/{id}': 'buyer',
  'POST /api/buyer/saved-searches/{id}/open': 'buyer',
  'POST /api/admin/login': 'public',
  'GET /api/live': 'party',
  'GET /api/conversations': 'party',
  'POST /api/conversations': 'buyer',
  'GET /api/conversations/{id}': 'party',
  'GET /api/conversations/{id}/messages': 'party',
  'POST /api/conversations/{id}/messages': 'party',
  'PATCH /api/conversations/{id}/status': 'party',
  'POST /api/conversations/{id}/read': 'party',
  'POST /api/conversations/{id}/report': 'party',
  'GET /api/admin/conversations': 'admin',
  'PATCH /api/admin/conversations/{id}/moderate': 'admin',
  'GET /api/admin/buyers': 'admin',
  'PATCH /api/admin/buyers/{id}/verify': 'admin',
  'GET /api/admin/suspensions': 'admin',
  'POST /api/admin/suspensions': 'admin',
  'DELETE /api/admin/suspensions/{buyerId}': 'admin',
  'GET /api/my-exporter': 'exporter',
  'PUT /api/my-exporter': 'exporter',
  'POST /api/exporters': 'exporter',
  'GET /api/my-exporter/products': 'exporter',
  'POST /api/my-exporter/products': 'exporter',
  'PATCH /api/my-exporter/products/{id}': 'exporter',
  'DELETE /api/my-exporter/products/{id}': 'exporter',
  'POST /api/my-exporter/logo': 'exporter',
  'POST /api/my-exporter/products/{id}/image': 'exporter',
  'POST /api/my-exporter/product-images': 'exporter',
  'PATCH /api/admin/exporters/{id}/status': 'admin',
  'GET /api/admin/exporters': 'admin',
  'PATCH /api/admin/exporters/{id}/verify': 'admin',
  'DELETE /api/admin/exporters/{id}': 'admin',
  'POST /api/admin/bulk-actions': 'admin',
  'GET /api/admin/verification-documents': 'admin',
  'GET /api/my-exporter/contact-requests': 'exporter',
  'POST /api/my-exporter/contact-requests/{id}/reply': 'exporter',
  'POST /api/my-exporter/contact-requests/{id}/decline': 'exporter',
  'GET /api/my-exporter/metrics': 'exporter',
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/enhanced-stats': 'admin',
  'GET /api/admin/activity': 'admin',
  'GET /api/admin/subscriptions': 'admin',
  'GET /api/admin/notifications': 'admin',
  'POST /api/admin/notifications/read': 'admin',
  'GET /api/admin/message-templates': 'admin',
  'GET /api/admin/metrics': 'admin',
  'GET /api/admin/moderation': 'admin',
  'PATCH /api/admin/moderation/{id}': 'admin',
  'GET /api/admin/verification-requests': 'admin',
  'PATCH /api/admin/verification-requests/{id}': 'admin',
  'GET /api/exporters/{id}/verification': 'public',
  'GET /api/my-exporter/verification': 'exporter',
  'POST /api/my-exporter/verification/email-code': 'exporter',
  'POST /api/my-exporter/verification/contact/phone-code': 'exporter',
  'POST /api/my-exporter/verification/contact': 'exporter',
  'POST /api/my-exporter/verification/legal-entity': 'exporter',
  'POST /api/my-exporter/verification/membership': 'exporter',
  'POST /api/my-exporter/verification/site': 'exporter',
  'POST /api/my-exporter/verification/{check}/documents': 'exporter',
  'DELETE /api/my-exporter/verification/documents/{id}': 'exporter',
  'GET /api/verification-documents/{id}/file': 'exporter-or-admin',
  'GET /api/admin/two-factor': 'admin-console',
  'POST /api/admin/two-factor/setup': 'admin-console',
  'POST /api/admin/two-factor/enable': 'admin-console',
  'POST /api/admin/two-factor/disable': 'admin-console',
};

type Identity = 'anonymous' | 'buyer' | 'exporter' | 'admin user' | 'admin console';
const IDENTITIES: Identity[] = ['anonymous', 'buyer', 'exporter', 'admin user', 'admin console'];

/** The status class each identity must get: allowed means anything but 401 and 403. */
function expected(access: Access, identity: Identity): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (access === 'refresh-token') return 401;
  if (identity === 'anonymous') return 401;
  if (access === 'signed-in') return 'allowed';
  if (access === 'buyer') return identity === 'buyer' ? 'allowed' : 403;
  // The two parties of conversations: buyers and exporters; administrators have none.
  if (access === 'party') return identity === 'buyer' || identity === 'exporter' ? 'allowed' : 403;
  if (access === 'exporter') return identity === 'exporter' ? 'allowed' : 403;
  if (access === 'exporter-or-admin') return identity === 'buyer' ? 403 : 'allowed';
  if (access === 'admin-console') return identity === 'admin console' ? 'allowed' : 403;
  return identity === 'admin user' || identity === 'admin console' ? 'allowed' : 403;
}

const SAMPLE_PARAMS: Record<string, string> = { slug: 'rice-grains', id: '1', check: 'legal-entity' };
const PASSWORD = 'Sialkot-Gloves-2026';
const ADMIN_PASSWORD = 'matrix-first-password';

describe('authorization matrix: every gateway route × every kind of caller', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  const bearer: Partial<Record<Identity, string>> = {};

  /** Signs in, or up (confirmed with the link the sign-up mailed), and answers the access token. */
  const tokenOf = async (path: string, body: object, ip: string) => {
    const session = new HttpSession(system.base, { 'x-forwarded-for': ip, 'x-token-delivery': 'body' });
    let response = await session.post(path, body);
    if (isSignUpPath(path) && response.status === 202) {
      const token = await signUpLinkToken(testEnv.databaseUrl, (body as { email: string }).email);
      response = await session.post('/api/auth/confirm-email', { token });
    }
    if (response.status >= 300) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { accessToken: string }).accessToken;
  };

  beforeAll(async () => {
    testEnv = await createTestEnv('matrix');
    system = await startBuiltSystem({ ...testEnv.env, ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD }, ['identity']);
    const person = (name: string) => ({
      firstName: name,
      lastName: 'Test',
      email: `${name}@example.com`,
      password: PASSWORD,
    });
    bearer.buyer = await tokenOf('/api/buyer/register', person('buyer'), '198.51.100.1');
    bearer.exporter = await tokenOf('/api/auth/register', person('exporter'), '198.51.100.2');
    await tokenOf('/api/auth/register', person('staff'), '198.51.100.3');
    const db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    await db.query("UPDATE identity.users SET role = 'admin' WHERE email = 'staff@example.com'");
    await db.end();
    bearer['admin user'] = await tokenOf(
      '/api/auth/login',
      { email: 'staff@example.com', password: PASSWORD },
      '198.51.100.3',
    );
    const firstLogin = await tokenOf(
      '/api/admin/login',
      { username: 'admin', password: ADMIN_PASSWORD },
      '198.51.100.4',
    );
    const changed = await fetch(`${system.base}/api/auth/change-password`, {
      method: 'POST',
      headers: { authorization: `Bearer ${firstLogin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: ADMIN_PASSWORD, newPassword: 'Matrix-Console-Changed-1' }),
    });
    expect(changed.status).toBe(200);
    bearer['admin console'] = await tokenOf(
      '/api/admin/login',
      { username: 'admin', password: 'Matrix-Console-Changed-1' },
      '198.51.100.4',
    );
  });

  afterAll(async () => {
    await system?.stop();
    await testEnv?.dispose();
  });

  const documentedRoutes = async () => {
    const document = (await (await fetch(`${system.base}/api/docs-json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    return Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
  };

  it('has exactly one row per route of the API (a new route needs a row)', async () => {
    expect((await documentedRoutes()).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it.each(Object.entries(MATRIX))('%s is %s', async (route, access) => {
    const [method, template] = route.split(' ') as [string, string];
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1');
    for (const [index, identity] of IDENTITIES.entries()) {
      const response = await fetch(`${system.base}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          'x-forwarded-for': `192.0.2.${index + 1}`,
          ...(bearer[identity] ? { authorization: `Bearer ${bearer[identity]}` } : {}),
          ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        body: method === 'GET' ? undefined : '{}',
      });
      const want = expected(access, identity);
      const got = response.status === 401 || response.status === 403 ? response.status : 'allowed';
      expect(`${identity}: ${got}`).toBe(`${identity}: ${want}`);
    }
  });
});
