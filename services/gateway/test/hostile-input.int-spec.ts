import 'reflect-metadata';
import { request as httpRequest } from 'node:http';
import { API_BODY_LIMIT_BYTES, MAX_INT4, MAX_LIST_ENTRIES, PAYLOAD_TOO_LARGE_MESSAGE } from '@ped/contracts';
import { MAX_INPUT_DEPTH } from '@ped/nest-kit';
import { TRADE_TERMS_MESSAGES } from '@ped/contracts/options';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { HttpSession } from '../../../tools/testing/http-client.js';
import { signUpLinkToken } from '../../../tools/testing/sign-ups.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const PASSWORD = 'Hostile-Input-2026';
const THIS_YEAR = new Date().getFullYear();
const YEAR_MESSAGE = `Year established must be between 1800 and ${THIS_YEAR}`;

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sana Malik',
  email: 'sana@example.com',
  subject: 'Rice prices',
  message: 'Please send your price list.',
  ...overrides,
});

let signups = 0;
const signup = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Indus Salt Works',
  businessType: 'Manufacturer',
  yearEstablished: '2004',
  contactPersonName: 'Bilal Khan',
  email: `salt-${++signups}-${Date.now()}@example.com`,
  phone: '+92 300 7654321',
  address: '4 Mall Road',
  city: 'Lahore',
  province: 'Punjab',
  description: 'Exporter of Himalayan pink salt lamps, edible salt and bath salts to thirty countries.',
  mainProducts: 'Salt lamps, edible salt',
  exportExperience: '6-10 Years',
  targetMarkets: 'USA, Germany',
  employeeCount: '11-50',
  agreeToTerms: true,
  agreeToDataProcessing: true,
  ...overrides,
});

const buyerProfile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Omar',
  lastName: 'Ali',
  email: 'omar@example.com',
  companyName: 'Gulf Foods Trading',
  businessType: 'Trading Company',
  country: 'United Arab Emirates',
  industryFocus: ['Rice & Grains'],
  ...overrides,
});

/** A JSON text nesting `levels` lists around a string. */
const nestedJson = (levels: number) => `${'['.repeat(levels)}"x"${']'.repeat(levels)}`;

describe('hostile input: every refusal is a 4xx naming the field, never a 5xx', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  let buyer: HttpSession;
  let ip = 0;
  /** Each request from its own address (the edge's X-Forwarded-For), so rate limits stay out of the way. */
  const from = () => ({ 'x-forwarded-for': `198.18.${Math.floor(++ip / 250)}.${(ip % 250) + 1}` });
  const send = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
    fetch(`${system.base}${path}`, {
      method,
      headers: {
        ...from(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body,
    });
  const post = (path: string, body: unknown) => send('POST', path, JSON.stringify(body));

  /** A 400 VALIDATION_FAILED whose details name `field` with `message` (or any message). */
  const expectFieldError = async (response: Response, field: string, message?: string) => {
    const body = (await response.json()) as { details?: { field: string; messages: string[] }[] };
    expect({ status: response.status, body }).toMatchObject({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        reason: 'INVALID_FIELDS',
        details: expect.arrayContaining([
          { field, messages: message ? expect.arrayContaining([message]) : expect.any(Array) },
        ]),
      },
    });
  };

  beforeAll(async () => {
    testEnv = await createTestEnv('hostile');
    system = await startBuiltSystem(testEnv.env, ['catalog', 'identity', 'messaging']);
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    buyer = new HttpSession(system.base, { 'x-forwarded-for': '198.19.0.1' });
    const registered = await buyer.post('/api/buyer/register', {
      firstName: 'Omar',
      lastName: 'Ali',
      email: 'omar@example.com',
      password: PASSWORD,
    });
    expect(registered.status).toBe(202);
    // The link mailed to the address makes the account, and signs in the browser that opens it.
    const confirmed = await buyer.post('/api/auth/confirm-email', {
      token: await signUpLinkToken(testEnv.databaseUrl, 'omar@example.com'),
    });
    expect(confirmed.status).toBe(200);
  });

  afterAll(async () => {
    await db?.end();
    await system?.stop();
    await testEnv?.dispose();
  });

  describe('nesting', () => {
    it('refuses a value nested thousands of levels deep with 400 naming its top-level field', async () => {
      const body = `{"name":"Sana","email":"sana@example.com","subject":"Hi","message":${nestedJson(5000)}}`;
      await expectFieldError(
        await send('POST', '/api/contact', body),
        'message',
        `message is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`,
      );
      // Just past the limit is refused the same way; at the limit the DTO's own rule answers.
      await expectFieldError(
        await send('POST', '/api/contact', `{"message":${nestedJson(MAX_INPUT_DEPTH)}}`),
        'message',
        `message is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`,
      );
      await expectFieldError(
        await send('POST', '/api/contact', `{"message":${nestedJson(MAX_INPUT_DEPTH - 2)}}`),
        'message',
        'Message is required',
      );
    });

    it('refuses a deeply nested body on a signed-in route too', async () => {
      const body = `{"industryFocus":${nestedJson(10_000)}}`;
      const response = await buyer.request('POST', '/api/buyer/complete-profile', body, {
        'content-type': 'application/json',
      });
      await expectFieldError(response, 'industryFocus');
    });
  });

  describe('text', () => {
    it('refuses a lone surrogate in an e-mail field with 400 naming the field', async () => {
      await expectFieldError(
        await post('/api/contact', contact({ email: '\ud800@example.com' })),
        'email',
        'email must be valid Unicode text',
      );
      await expectFieldError(
        await post('/api/exporter/signup', signup({ email: 'a\udc00b@example.com' })),
        'email',
        'email must be valid Unicode text',
      );
      await expectFieldError(
        await post('/api/buyer/login', { email: '\ud800', password: PASSWORD }),
        'email',
      );
    });

    it('refuses a NUL character in any text field, body or query, with 400 naming the field', async () => {
      await expectFieldError(
        await post('/api/contact', contact({ name: 'Sana\u0000Malik' })),
        'name',
        'name must not contain NUL characters',
      );
      await expectFieldError(
        await post('/api/exporter/signup', signup({ description: `${'x'.repeat(60)}\u0000` })),
        'description',
        'description must not contain NUL characters',
      );
      await expectFieldError(
        await post('/api/contact-requests', {
          buyerName: 'Omar',
          buyerEmail: 'omar@example.com',
          message: 'Hello\u0000',
          exporterId: 1,
        }),
        'message',
      );
      await expectFieldError(
        await send('GET', '/api/exporters?search=rice%00'),
        'search',
        'search must not contain NUL characters',
      );
      await expectFieldError(
        await buyer.post('/api/buyer/complete-profile', buyerProfile({ bio: 'Importer\u0000' })),
        'bio',
      );
    });

    it('still accepts non-Latin text and emoji', async () => {
      const response = await post('/api/contact', contact({ name: 'ثناء ملک 🌾', message: 'قیمت؟ 😀' }));
      expect(response.status).toBe(201);
    });
  });

  describe('integers', () => {
    it(`refuses ids and integer query values above PostgreSQL's int4 (${MAX_INT4}) with 400 naming the field`, async () => {
      await expectFieldError(
        await send('GET', `/api/exporters?categoryId=${MAX_INT4 + 1}`),
        'categoryId',
        `categoryId must not be greater than ${MAX_INT4}`,
      );
      await expectFieldError(await send('GET', '/api/exporters?categoryId=1e300'), 'categoryId');
      await expectFieldError(await send('GET', `/api/exporters/${MAX_INT4 + 1}`), 'id');
      await expectFieldError(await send('GET', `/api/exporters/${MAX_INT4 + 1}/products`), 'id');
      await expectFieldError(
        await post('/api/contact-requests', {
          buyerName: 'Omar',
          buyerEmail: 'omar@example.com',
          message: 'Hello',
          exporterId: MAX_INT4 + 1,
        }),
        'exporterId',
        `exporterId must not be greater than ${MAX_INT4}`,
      );
      // The largest int4 itself is a valid id that matches nothing.
      expect((await send('GET', `/api/exporters?categoryId=${MAX_INT4}`)).status).toBe(200);
      expect((await send('GET', `/api/exporters/${MAX_INT4}`)).status).toBe(404);
    });
  });

  describe('amounts', () => {
    it('refuses an amount JSON writes with an exponent (1e-7) with 400 naming the field', async () => {
      const posted = await buyer.post('/api/buyer/requirements', {
        title: 'Basmati rice',
        description: 'Sella, long grain',
        quantityAmount: 1e-7,
        quantityUnit: 'MT',
        targetPrice: 5e-324,
        targetCurrency: 'USD',
      });
      await expectFieldError(posted, 'quantityAmount', TRADE_TERMS_MESSAGES.quantityAmount);
    });
  });

  describe('year established', () => {
    it(`accepts 1800 to ${THIS_YEAR} and refuses 1000, 9999 and next year with 400 naming the field`, async () => {
      for (const year of ['1000', '1799', '9999', String(THIS_YEAR + 1), '12345', 'abcd']) {
        await expectFieldError(
          await post('/api/exporter/signup', signup({ yearEstablished: year })),
          'yearEstablished',
          YEAR_MESSAGE,
        );
      }
      for (const year of ['1800', String(THIS_YEAR)]) {
        expect((await post('/api/exporter/signup', signup({ yearEstablished: year }))).status).toBe(201);
      }
      await expectFieldError(
        await buyer.post('/api/buyer/complete-profile', buyerProfile({ yearEstablished: 9999 })),
        'yearEstablished',
        YEAR_MESSAGE,
      );
    });
  });

  describe('lists', () => {
    const tooMany = Array.from({ length: 30_000 }, () => 'Halal Certification');

    it(`refuses a list of more than ${MAX_LIST_ENTRIES} entries with 400 naming the field`, async () => {
      await expectFieldError(
        await post('/api/exporter/signup', signup({ certifications: tooMany })),
        'certifications',
        `Certifications must have at most ${MAX_LIST_ENTRIES} entries`,
      );
      for (const field of ['industryFocus', 'preferredPaymentTerms', 'certificationRequirements']) {
        await expectFieldError(
          await buyer.post('/api/buyer/complete-profile', buyerProfile({ [field]: tooMany })),
          field,
          `${field} must have at most ${MAX_LIST_ENTRIES} entries`,
        );
      }
    });

    it('stores each entry of a list once', async () => {
      const application = signup({
        certifications: ['Halal Certification', 'CE Marking', 'Halal Certification', 'CE Marking'],
      });
      expect((await post('/api/exporter/signup', application)).status).toBe(201);
      const stored = await db.query<{ certifications: string[] }>(
        'SELECT certifications FROM catalog.exporter_applications WHERE email = $1',
        [application.email],
      );
      expect(stored.rows[0]?.certifications).toEqual(['Halal Certification', 'CE Marking']);

      const done = await buyer.post(
        '/api/buyer/complete-profile',
        buyerProfile({
          industryFocus: ['Rice & Grains', 'Rice & Grains', 'Sports Goods'],
          preferredPaymentTerms: ['Open Account', 'Open Account'],
        }),
      );
      expect(done.status).toBe(200);
      expect(await (await buyer.get('/api/buyer/profile')).json()).toMatchObject({
        industryFocus: ['Rice & Grains', 'Sports Goods'],
        preferredPaymentTerms: ['Open Account'],
      });
    });
  });

  describe("Fastify's own refusals keep their status, with a matching code and nothing echoed", () => {
    it('answers a body over the limit 413 PAYLOAD_TOO_LARGE', async () => {
      // Announced, not sent: Fastify answers on the Content-Length alone and closes the connection, which
      // would break a client still writing a real megabyte (EPIPE).
      const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = httpRequest(`${system.base}/api/contact`, {
          method: 'POST',
          headers: {
            ...from(),
            'content-type': 'application/json',
            'content-length': String(API_BODY_LIMIT_BYTES + 1),
          },
        });
        request.on('response', (response) => {
          let received = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (received += chunk));
          response.on('end', () => {
            request.destroy();
            resolve({ status: response.statusCode ?? 0, text: received });
          });
        });
        request.on('error', reject);
        request.write('{"message":"');
      });
      expect({ status, body: JSON.parse(text) as unknown }).toEqual({
        status: 413,
        body: {
          statusCode: 413,
          code: 'PAYLOAD_TOO_LARGE',
          reason: 'BODY_TOO_LARGE',
          message: PAYLOAD_TOO_LARGE_MESSAGE,
        },
      });
      expect(PAYLOAD_TOO_LARGE_MESSAGE).toBe('Request body is too large');
    });

    it('answers a body of another content type 415 UNSUPPORTED_MEDIA_TYPE', async () => {
      const response = await send('POST', '/api/contact', '<contact/>', {
        'content-type': 'application/xml',
      });
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 415,
        body: {
          statusCode: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          reason: 'UNSUPPORTED_CONTENT',
          message: 'Unsupported content type: send application/json',
        },
      });
    });

    it('answers malformed JSON 400 VALIDATION_FAILED', async () => {
      for (const body of ['{"name": "Sana",', '{"__proto__": {"admin": true}}']) {
        const response = await send('POST', '/api/contact', body);
        expect({ status: response.status, body: await response.json() }).toEqual({
          status: 400,
          body: {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            reason: 'MALFORMED_BODY',
            message: 'Malformed JSON body',
          },
        });
      }
    });

    it('answers an over-long path parameter 414 URI_TOO_LONG without echoing the path', async () => {
      const slug = `echo-${'a'.repeat(300)}`;
      const response = await send('GET', `/api/categories/${slug}`);
      const text = await response.text();
      expect({ status: response.status, body: JSON.parse(text) as unknown }).toEqual({
        status: 414,
        body: {
          statusCode: 414,
          code: 'URI_TOO_LONG',
          reason: 'URL_TOO_LONG',
          message: 'Request URL is too long',
        },
      });
      expect(text).not.toContain('echo-');
      // The longest slug a category may have (120) is still an ordinary lookup.
      expect((await send('GET', `/api/categories/${'a'.repeat(120)}`)).status).toBe(404);
    });

    it('answers a malformed URL 400 without echoing it', async () => {
      const response = await send('GET', '/api/categories/echo-%E0%A4%A');
      const text = await response.text();
      expect(response.status).toBe(400);
      expect(JSON.parse(text)).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        reason: 'MALFORMED_URL',
        message: 'Malformed URL',
      });
      expect(text).not.toContain('echo-');
    });
  });
});
