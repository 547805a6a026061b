import 'reflect-metadata';
import type { AdminActionEvent } from '@ped/contracts';
import type { TwoFactorSetupDto, TwoFactorStatusDto } from '@ped/contracts/identity';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from '@ped/contracts/options';
import { generate } from 'otplib';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { expectFieldError, gatewayCalls } from '../../../tools/testing/gateway-calls.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const PASSWORD = 'Sialkot-Gloves-2026';
const ADMIN_PASSWORD = 'first-admin-password';
const CONSOLE_PASSWORD = 'Karachi-Port-Console-9';
const TWO_FACTOR = '/api/admin/two-factor';

/**
 * Two-factor sign-in of the admin console, gateway + identity running for real (subnet 10.54): the
 * routes are the admin console's own, the sign-in asks for a code once it is on, a wrong code counts
 * like a wrong password, recovery codes work once, and turning it off takes the password and a code.
 */
describe('admin console two-factor sign-in (TOTP)', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  let admin: string;
  let secret: string;
  let recoveryCodes: string[];
  const api = gatewayCalls(
    () => system.base,
    '10.54',
    PASSWORD,
    () => testEnv.databaseUrl,
  );
  let ip = 0;

  /** A sign-in as a browser makes it (cookies), from an address of its own; answers status, body, cookies. */
  const signIn = async (body: Record<string, string>) => {
    const response = await fetch(`${system.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.54.200.${++ip}` },
      body: JSON.stringify({ username: 'admin', password: CONSOLE_PASSWORD, ...body }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { reason?: string; message?: string; user?: { kind: string } },
      cookies: response.headers.getSetCookie().filter((cookie) => /^ped_(at|rt)=/.test(cookie)),
    };
  };
  const adminActions = async () =>
    (
      await db.query<{ envelope: { actor: { kind: string; id: number }; data: AdminActionEvent } }>(
        "SELECT envelope FROM identity.outbox WHERE subject LIKE '%identity.admin_action.recorded' ORDER BY id",
      )
    ).rows.map(({ envelope }) => ({ actor: envelope.actor, ...envelope.data }));
  const turnOn = async () => {
    const setup = await api.call<TwoFactorSetupDto>(admin, 'POST', `${TWO_FACTOR}/setup`);
    expect(setup.status).toBe(200);
    secret = setup.body.secret;
    const enabled = await api.call<{ recoveryCodes: string[] }>(admin, 'POST', `${TWO_FACTOR}/enable`, {
      code: await generate({ secret }),
    });
    expect(enabled.status).toBe(200);
    recoveryCodes = enabled.body.recoveryCodes;
  };

  beforeAll(async () => {
    testEnv = await createTestEnv('two_factor');
    system = await startBuiltSystem({ ...testEnv.env, ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD }, ['identity']);
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    const first = await api.tokenOf('/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
    const changed = await api.call(first, 'POST', '/api/auth/change-password', {
      currentPassword: ADMIN_PASSWORD,
      newPassword: CONSOLE_PASSWORD,
    });
    expect(changed.status).toBe(200);
    admin = await api.tokenOf('/api/admin/login', { username: 'admin', password: CONSOLE_PASSWORD });
  });

  afterAll(async () => {
    await db?.end();
    await system?.stop();
    await testEnv?.dispose();
  });

  it('refuses every caller but a signed-in admin console account', async () => {
    // Signed up (confirmed by the link mailed to it), then made an admin user.
    await api.tokenOf('/api/auth/register', api.person('staff'));
    await db.query("UPDATE identity.users SET role = 'admin' WHERE email = 'staff@example.com'");
    const adminUser = await api.tokenOf('/api/auth/login', {
      email: 'staff@example.com',
      password: PASSWORD,
    });
    const buyer = await api.tokenOf('/api/buyer/register', api.person('buyer'));
    const routes: [string, string, object?][] = [
      ['GET', TWO_FACTOR],
      ['POST', `${TWO_FACTOR}/setup`],
      ['POST', `${TWO_FACTOR}/enable`, { code: '123456' }],
      ['POST', `${TWO_FACTOR}/disable`, { password: CONSOLE_PASSWORD, code: '123456' }],
    ];
    for (const [method, path, body] of routes) {
      const statuses = [
        (await api.call(null, method, path, body)).status,
        (await api.call(buyer, method, path, body)).status,
        (await api.call(adminUser, method, path, body)).status,
      ];
      expect({ route: `${method} ${path}`, statuses }).toEqual({
        route: `${method} ${path}`,
        statuses: [401, 403, 403],
      });
    }
  });

  it('leaves an admin without two-factor signing in with the password alone', async () => {
    expect((await api.call<TwoFactorStatusDto>(admin, 'GET', TWO_FACTOR)).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const answer = await signIn({});
    expect(answer.status).toBe(200);
    expect(answer.cookies).toHaveLength(2);
  });

  it('turns on with a secret (QR and text) confirmed by a code, and hands out ten recovery codes', async () => {
    const early = await api.call(admin, 'POST', `${TWO_FACTOR}/enable`, { code: '123456' });
    expect({ status: early.status, reason: early.body.reason }).toEqual({
      status: 409,
      reason: 'TWO_FACTOR_NOT_PENDING',
    });
    const setup = await api.call<TwoFactorSetupDto>(admin, 'POST', `${TWO_FACTOR}/setup`);
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toBe(
      `otpauth://totp/Pakistan%20Export%20Directory:admin?secret=${setup.body.secret}&issuer=Pakistan%20Export%20Directory`,
    );
    expect(setup.body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    secret = setup.body.secret;
    // Not confirmed yet: the sign-in does not ask for it.
    expect((await signIn({})).status).toBe(200);
    expectFieldError(
      await api.call(admin, 'POST', `${TWO_FACTOR}/enable`, { code: 'abc' }),
      'code',
      TWO_FACTOR_MESSAGES.code,
    );
    const wrongCode = (await generate({ secret })) === '000000' ? '111111' : '000000';
    expectFieldError(
      await api.call(admin, 'POST', `${TWO_FACTOR}/enable`, { code: wrongCode }),
      'code',
      TWO_FACTOR_MESSAGES.codeIncorrect,
    );
    const enabled = await api.call<{ recoveryCodes: string[] }>(admin, 'POST', `${TWO_FACTOR}/enable`, {
      code: await generate({ secret }),
    });
    expect(enabled.status).toBe(200);
    recoveryCodes = enabled.body.recoveryCodes;
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect((await api.call(admin, 'GET', TWO_FACTOR)).body).toEqual({
      enabled: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    // Only hashes are kept.
    const { rows } = await db.query<{ code_hash: string }>(
      'SELECT code_hash FROM identity.admin_recovery_codes',
    );
    expect(rows.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    expect((await api.call(admin, 'POST', `${TWO_FACTOR}/setup`)).body.reason).toBe(
      'TWO_FACTOR_ALREADY_ENABLED',
    );
    expect((await adminActions()).at(-1)).toMatchObject({
      actor: { kind: 'admin' },
      action: 'admin.two_factor_enabled',
      targetType: 'admin',
    });
  });

  it('asks for the code after the right password (no session), refuses a wrong or reused one', async () => {
    const required = await signIn({});
    expect(required).toEqual({
      status: 401,
      body: expect.objectContaining({ reason: 'TWO_FACTOR_REQUIRED', message: TWO_FACTOR_MESSAGES.required }),
      cookies: [],
    });
    // A wrong password says nothing about two-factor.
    expect((await signIn({ password: 'Not-The-Console-Password' })).body.reason).toBe('INVALID_CREDENTIALS');
    const code = await generate({ secret });
    const wrong = await signIn({ code: code === '000000' ? '111111' : '000000' });
    expect({ status: wrong.status, reason: wrong.body.reason, cookies: wrong.cookies }).toEqual({
      status: 401,
      reason: 'TWO_FACTOR_INVALID',
      cookies: [],
    });
    const signedIn = await signIn({ code });
    expect({ status: signedIn.status, kind: signedIn.body.user?.kind }).toEqual({
      status: 200,
      kind: 'admin',
    });
    expect(signedIn.cookies).toHaveLength(2);
    // The same code does not open a second session.
    expect((await signIn({ code })).body.reason).toBe('TWO_FACTOR_INVALID');
  });

  it('accepts a recovery code once (case and spaces aside)', async () => {
    const [code] = recoveryCodes;
    const first = await signIn({ recoveryCode: ` ${code!.toUpperCase()} ` });
    expect(first.status).toBe(200);
    const again = await signIn({ recoveryCode: code! });
    expect({ status: again.status, reason: again.body.reason }).toEqual({
      status: 401,
      reason: 'TWO_FACTOR_INVALID',
    });
    expect((await api.call(admin, 'GET', TWO_FACTOR)).body).toEqual({
      enabled: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT - 1,
    });
  });

  it('turns off only with the password and a code', async () => {
    const disable = (body: object) => api.call(admin, 'POST', `${TWO_FACTOR}/disable`, body);
    const code = await generate({ secret });
    expectFieldError(await disable({ password: CONSOLE_PASSWORD }), 'code', TWO_FACTOR_MESSAGES.code);
    expectFieldError(await disable({ code }), 'password', TWO_FACTOR_MESSAGES.password);
    expectFieldError(await disable({ password: 'Not-The-Console-Password', code }), 'password');
    expectFieldError(
      await disable({ password: CONSOLE_PASSWORD, code: code === '000000' ? '111111' : '000000' }),
      'code',
      TWO_FACTOR_MESSAGES.codeIncorrect,
    );
    expect((await api.call(admin, 'GET', TWO_FACTOR)).body).toMatchObject({ enabled: true });
    const off = await disable({ password: CONSOLE_PASSWORD, code });
    expect(off.status).toBe(204);
    expect((await api.call(admin, 'GET', TWO_FACTOR)).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await disable({ password: CONSOLE_PASSWORD, code })).body.reason).toBe('TWO_FACTOR_NOT_ENABLED');
    expect((await signIn({})).status).toBe(200);
    expect((await adminActions()).at(-1)).toMatchObject({
      action: 'admin.two_factor_disabled',
      targetType: 'admin',
    });
  });

  it('turns off with a recovery code instead of the app (a lost phone)', async () => {
    await turnOn();
    const off = await api.call(admin, 'POST', `${TWO_FACTOR}/disable`, {
      password: CONSOLE_PASSWORD,
      code: recoveryCodes[3],
    });
    expect(off.status).toBe(204);
    expect((await api.call(admin, 'GET', TWO_FACTOR)).body).toMatchObject({ enabled: false });
  });

  // Last: it leaves the account's sign-ins spaced out.
  it('counts wrong codes toward the sign-in limit like wrong passwords: the right code then waits too', async () => {
    await turnOn();
    const code = await generate({ secret });
    const wrongCode = code === '000000' ? '111111' : '000000';
    const answers: { status: number; reason?: string }[] = [];
    for (let i = 0; i < 8 && answers.at(-1)?.status !== 429; i += 1) {
      const answer = await signIn({ code: wrongCode });
      answers.push({ status: answer.status, reason: answer.body.reason });
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill({ status: 401, reason: 'TWO_FACTOR_INVALID' }));
    expect(answers.at(-1)).toEqual({ status: 429, reason: 'SIGN_IN_ATTEMPTS_SPACED' });
    const right = await signIn({ code });
    expect({ status: right.status, reason: right.body.reason }).toEqual({
      status: 429,
      reason: 'SIGN_IN_ATTEMPTS_SPACED',
    });
  });
});
