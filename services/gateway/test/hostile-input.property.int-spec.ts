import 'reflect-metadata';
import * as adminContracts from '@ped/contracts/admin';
import { API_BODY_LIMIT_BYTES } from '@ped/contracts/common';
import * as catalogContracts from '@ped/contracts/catalog';
import * as identityContracts from '@ped/contracts/identity';
import * as messagingContracts from '@ped/contracts/messaging';
import { getMetadataStorage } from 'class-validator';
import fc from 'fast-check';
import * as gatewayDtos from '../src/auth/refresh-token.dto.js';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { isSignUpPath, signUpLinkToken } from '../../../tools/testing/sign-ups.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

/**
 * Property: no request answers 5xx, whatever its body, query or path parameters. Every operation of the
 * gateway's OpenAPI document is sent bodies, queries and path parameters that mix valid-looking values
 * with hostile ones, anonymously and signed in.
 */

interface Parameter {
  name: string;
  in: 'query' | 'path';
  schema?: { type?: string; enum?: string[]; minimum?: number; maximum?: number };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** A generated value and the attacks in it. */
interface Tagged<T = unknown> {
  value: T;
  attacks: string[];
}

const RUNS_PER_OPERATION = 60;
const THIS_YEAR = new Date().getFullYear();
const PASSWORD = 'Property-Test-2026';
const ADMIN_PASSWORD = 'property-first-password';

/** The request DTOs the document's bodies name: their class-validator rules give valid-looking values. */
const DTO_CLASSES = new Map(
  [adminContracts, catalogContracts, identityContracts, messagingContracts, gatewayDtos].flatMap((module) =>
    Object.entries(module).filter(([, value]) => typeof value === 'function'),
  ) as [string, new () => object][],
);

const clean = (arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<Tagged> =>
  arbitrary.map((value) => ({ value, attacks: [] }));
const attack = (name: string, arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<Tagged> =>
  arbitrary.map((value) => ({ value, attacks: [name] }));

/** Deep nesting travels as a placeholder that bodyJson() expands: JSON.stringify itself would overflow. */
const deepPlaceholder = (levels: number, asObject: boolean) => `@@deep:${levels}:${asObject ? '{' : '['}@@`;
/** JSON.stringify, with each deep-nesting placeholder written out as that many levels around "x". */
const bodyJson = (value: unknown) =>
  JSON.stringify(value).replace(/"@@deep:(\d+):([[{])@@"/g, (_, levels: string, open: string) => {
    const count = Number(levels);
    return open === '['
      ? `${'['.repeat(count)}"x"${']'.repeat(count)}`
      : `${'{"a":'.repeat(count)}"x"${'}'.repeat(count)}`;
  });
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Hostile JSON values, by attack. */
const HOSTILE_VALUES: fc.Arbitrary<Tagged>[] = [
  attack(
    'deep nesting',
    fc
      .tuple(fc.integer({ min: 33, max: 20_000 }), fc.boolean())
      .map(([levels, asObject]) => deepPlaceholder(levels, asObject)),
  ),
  attack(
    'lone surrogate',
    fc.tuple(fc.string(), loneSurrogate, fc.string()).map((parts) => parts.join('')),
  ),
  attack(
    'NUL byte',
    fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\u0000${b}`),
  ),
  attack(
    'huge number',
    fc.oneof(
      fc.constantFrom(2_147_483_648, -2_147_483_649, 2 ** 53 + 2, 1e300, -1e300, 1.5, -0, 1e-7, 5e-324),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    ),
  ),
  attack(
    'huge list',
    fc
      .tuple(fc.integer({ min: 51, max: 30_000 }), fc.constantFrom('Halal Certification', 'x', 1, null))
      .map(([length, entry]) => Array.from({ length }, () => entry)),
  ),
  attack('wrong type', fc.constantFrom(null, true, false, 0, -1, {}, [], '', [null], { a: 1 }, [[]])),
  attack(
    'very long string',
    fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'ا'.repeat(length)),
  ),
  attack(
    'unicode',
    fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 })),
  ),
];
const hostileValue = fc.oneof(...HOSTILE_VALUES);

/** A value that looks right for a DTO property, from its class-validator rules. */
function validLooking(dto: new () => object, property: string): fc.Arbitrary<unknown> {
  const rules = getMetadataStorage()
    .getTargetValidationMetadatas(dto, '', true, false)
    .filter((rule) => rule.propertyName === property);
  const rule = (name: string) => rules.find((r) => r.name === name || r.type === name);
  const options = rule('isIn')?.constraints[0] as unknown[] | undefined;
  if (rule('isArray')) return options ? fc.subarray(options) : fc.array(fc.string(), { maxLength: 5 });
  if (options) return fc.constantFrom(...options);
  if (rule('equals')) return fc.constant(rule('equals')!.constraints[0]);
  if (rule('isEmail')) return fc.emailAddress();
  if (rule('isUrl')) return fc.webUrl();
  if (rule('isYearEstablished')) return fc.integer({ min: 1700, max: THIS_YEAR + 2 }).map(String);
  if (rule('isInt')) return fc.integer({ min: 0, max: 300 });
  if (rule('isBoolean')) return fc.boolean();
  return fc.oneof(fc.lorem({ maxCount: 12 }), fc.constant(PASSWORD));
}

const EXTRA_FIELD_NAMES = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'isAdmin', 'status', 'a\u0000b', ''),
  fc.string({ maxLength: 12 }),
);

/** Present one time in `weight + 1`. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight = 3) =>
  fc.oneof({ weight, arbitrary: fc.constant(undefined) }, arbitrary);

/**
 * A JSON body for a DTO: its fields valid-looking (a few absent), then up to three of them hostile, and
 * sometimes an extra field; so that many bodies get past the gateway's checks to a service's.
 */
function dtoBody(dto: new () => object): fc.Arbitrary<Tagged<object>> {
  const properties = [
    ...new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(dto, '', true, false)
        .map((rule) => rule.propertyName),
    ),
  ];
  const valid = fc.tuple(
    ...properties.map((property) => fc.option(validLooking(dto, property), { freq: 10 })),
  );
  const hostile = fc.array(fc.tuple(fc.constantFrom(...properties), hostileValue), { maxLength: 3 });
  const extra = sometimes(
    fc.tuple(EXTRA_FIELD_NAMES, fc.oneof(clean(fc.jsonValue({ maxDepth: 2 })), hostileValue)),
  );
  return fc.tuple(valid, hostile, extra).map(([values, hostileFields, extraField]) => {
    const body: Record<string, unknown> = {};
    properties.forEach((property, index) => {
      if (values[index] !== null) body[property] = values[index];
    });
    const attacks: string[] = [];
    for (const [property, tagged] of hostileFields) {
      body[property] = tagged.value;
      attacks.push(...tagged.attacks);
    }
    if (extraField) {
      // defineProperty: a "__proto__" key must become an own property that JSON.stringify sends.
      Object.defineProperty(body, extraField[0], { value: extraField[1].value, enumerable: true });
      attacks.push('extra field', ...extraField[1].attacks);
    }
    return { value: body, attacks };
  });
}

interface RawBody {
  text: string;
  contentType: string;
  attacks: string[];
}

/** The body text: the DTO's JSON mostly; else malformed JSON, a non-object or another content type. */
function bodyText(dto: (new () => object) | undefined): fc.Arbitrary<RawBody | undefined> {
  const json = 'application/json';
  const asJson = dto
    ? dtoBody(dto).map(({ value, attacks }) => ({ text: bodyJson(value), contentType: json, attacks }))
    : fc.constant(undefined);
  return fc.oneof(
    { weight: 8, arbitrary: asJson },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', '{"a":1}}', 'nul', "{'a':1}", '\u0000', '{"a":"\\ud800"}', '')
        .map((text) => ({ text, contentType: json, attacks: ['malformed JSON'] })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('[]', 'null', '"x"', '123', 'true', '[{"a":1}]')
        .map((text) => ({ text, contentType: json, attacks: ['non-object JSON'] })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'multipart/form-data; boundary=x',
            'application/x-www-form-urlencoded',
            'application/json; charset=utf-16',
            'application/json; charset=latin1',
            'application/jsonx',
          ),
          fc.constantFrom('{"email":"a@b.pk"}', 'a=1&b=2', '<a/>', ''),
        )
        .map(([contentType, text]) => ({ text, contentType, attacks: ['wrong content type'] })),
    },
  );
}

/** A query or path value as URL text: valid-looking or hostile (encoded, or raw bytes a client may send). */
function urlValue(valid: fc.Arbitrary<string>): fc.Arbitrary<Tagged<string>> {
  const encoded = (name: string, arbitrary: fc.Arbitrary<string>) =>
    arbitrary.map((text) => ({ value: encodeURIComponent(text), attacks: [name] }));
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((text) => ({ value: encodeURIComponent(text), attacks: [] })) },
    encoded(
      'huge number',
      fc.constantFrom(
        '2147483648',
        '-2147483649',
        '9007199254740993',
        '1e300',
        '-0',
        '1.5',
        'Infinity',
        'NaN',
      ),
    ),
    encoded(
      'NUL byte',
      fc.string({ maxLength: 10 }).map((text) => `${text}\u0000`),
    ),
    encoded(
      'very long string',
      fc.integer({ min: 101, max: 6_000 }).map((length) => 'a'.repeat(length)),
    ),
    encoded('unicode', fc.string({ unit: 'grapheme', maxLength: 30 })),
    encoded('wrong type', fc.constantFrom('', 'true', '[]', '{}', 'null', 'undefined')),
    fc
      .constantFrom('%ED%A0%80', '%E0%A4%A', '%', '%00', '%FF%FE', '..%2F..', '%2F', '%25')
      .map((value) => ({ value, attacks: ['raw URL bytes'] })),
  );
}

function queryParameterValue(parameter: Parameter): fc.Arbitrary<string> {
  const schema = parameter.schema ?? {};
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.type === 'integer')
    return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 300 }).map(String);
  if (schema.type === 'boolean') return fc.constantFrom('true', 'false');
  return fc.lorem({ maxCount: 3 });
}

/** The query string: each documented parameter absent, valid-looking, hostile or repeated; extra ones. */
function queryString(parameters: Parameter[]): fc.Arbitrary<Tagged<string>> {
  const part = (parameter: Parameter) =>
    fc.option(
      fc
        .tuple(urlValue(queryParameterValue(parameter)), fc.integer({ min: 1, max: 3 }))
        .map(([tagged, times]) => ({
          value: Array.from({ length: times }, () => `${parameter.name}=${tagged.value}`).join('&'),
          attacks: times > 1 ? [...tagged.attacks, 'repeated parameter'] : tagged.attacks,
        })),
      { freq: 3, nil: undefined },
    );
  const extra = sometimes(
    fc.tuple(EXTRA_FIELD_NAMES, urlValue(fc.lorem({ maxCount: 1 }))).map(([name, tagged]) => ({
      value: `${encodeURIComponent(name)}=${tagged.value}`,
      attacks: ['extra field', ...tagged.attacks],
    })),
  );
  return fc.tuple(fc.tuple(...parameters.map(part)), extra).map(([parts, extraPart]) => {
    const present = [...parts, extraPart].filter((p): p is Tagged<string> => p !== undefined);
    return {
      value: present.length > 0 ? `?${present.map((p) => p.value).join('&')}` : '',
      attacks: present.flatMap((p) => p.attacks),
    };
  });
}

const PATH_PARAMETER_VALUES: Record<string, fc.Arbitrary<string>> = {
  slug: fc.constantFrom('rice-grains', 'textiles-garments', 'no-such-category'),
  id: fc.integer({ min: 1, max: 400 }).map(String),
};

type Identity = 'anonymous' | 'buyer' | 'exporter' | 'admin';

describe('property: no request answers 5xx, whatever it sends (fast-check over the OpenAPI document)', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  const bearer: Partial<Record<Identity, string>> = {};
  let ip = 0;
  /** Each request from its own address (the edge's X-Forwarded-For), so rate limits stay out of the way. */
  const nextAddress = () => {
    ip++;
    return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
  };

  /** Signs in, or up (confirmed with the link the sign-up mailed), and answers the access token. */
  const tokenOf = async (path: string, body: object): Promise<string> => {
    if (isSignUpPath(path)) {
      const signedUp = await fetch(`${system.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body: JSON.stringify(body),
      });
      if (signedUp.status !== 202) throw new Error(`${path}: ${signedUp.status} ${await signedUp.text()}`);
      const { email } = body as { email: string };
      return tokenOf('/api/auth/confirm-email', { token: await signUpLinkToken(testEnv.databaseUrl, email) });
    }
    const response = await fetch(`${system.base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': nextAddress(),
        'x-token-delivery': 'body',
      },
      body: JSON.stringify(body),
    });
    if (response.status >= 300) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { accessToken: string }).accessToken;
  };

  beforeAll(async () => {
    testEnv = await createTestEnv('property', { seeded: true });
    system = await startBuiltSystem({ ...testEnv.env, ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD }, [
      'catalog',
      'identity',
      'messaging',
      'admin',
    ]);
    const person = (name: string) => ({
      firstName: name,
      lastName: 'Test',
      email: `${name}@example.com`,
      password: PASSWORD,
    });
    bearer.buyer = await tokenOf('/api/buyer/register', person('buyer'));
    bearer.exporter = await tokenOf('/api/auth/register', person('exporter'));
    const firstLogin = await tokenOf('/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
    const changed = await fetch(`${system.base}/api/auth/change-password`, {
      method: 'POST',
      headers: { authorization: `Bearer ${firstLogin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: ADMIN_PASSWORD, newPassword: 'vK4rq9-Zt2m-Lp8w-Hx3n' }),
    });
    expect(`${changed.status} ${await changed.text()}`).toMatch(/^200 /);
    bearer.admin = await tokenOf('/api/admin/login', {
      username: 'admin',
      password: 'vK4rq9-Zt2m-Lp8w-Hx3n',
    });
  }, 60_000);

  afterAll(async () => {
    await system?.stop();
    await testEnv?.dispose();
  });

  it('answers every generated request below 500', async () => {
    const document = (await (await fetch(`${system.base}/api/docs-json`)).json()) as OpenApiDocument;
    const operations = Object.entries(document.paths).flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        operation,
      })),
    );
    expect(operations.length).toBeGreaterThan(20);

    const attacks = new Map<string, number>();
    const statuses = new Map<number, number>();
    const fiveHundreds: string[] = [];
    let cases = 0;

    for (const { method, template, operation } of operations) {
      const reference = Object.values(operation.requestBody?.content ?? {})[0]?.schema.$ref;
      const dtoName = reference?.split('/').pop();
      const dto = dtoName ? DTO_CLASSES.get(dtoName) : undefined;
      if (dtoName) expect({ dtoName, found: dto !== undefined }).toEqual({ dtoName, found: true });
      const pathNames = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const queryParameters = (operation.parameters ?? []).filter((p) => p.in === 'query');

      const request = fc.record({
        identity: fc.constantFrom<Identity>('anonymous', 'buyer', 'exporter', 'admin'),
        path: fc.tuple(
          ...pathNames.map((name) => urlValue(PATH_PARAMETER_VALUES[name] ?? fc.lorem({ maxCount: 1 }))),
        ),
        query: queryString(queryParameters),
        body: method === 'GET' ? fc.constant(undefined) : bodyText(dto),
      });

      await fc.assert(
        fc.asyncProperty(request, async ({ identity, path, query, body }) => {
          let index = 0;
          const url = template.replace(/\{\w+\}/g, () => path[index++]!.value) + query.value;
          const used = [...path.flatMap((p) => p.attacks), ...query.attacks, ...(body?.attacks ?? [])];
          const response = await fetch(`${system.base}${url}`, {
            method,
            redirect: 'manual',
            headers: {
              'x-forwarded-for': nextAddress(),
              ...(bearer[identity] ? { authorization: `Bearer ${bearer[identity]}` } : {}),
              ...(body ? { 'content-type': body.contentType } : {}),
            },
            body: body?.text,
          }).catch((error: unknown) => {
            // A body over the limit is refused (413) and the connection closed before all of it is sent: the
            // client's write may fail (EPIPE, ECONNRESET) before it reads that answer. A refusal, not a failure.
            const code = (error as { cause?: { code?: string } }).cause?.code;
            const oversized = body !== undefined && Buffer.byteLength(body.text) > API_BODY_LIMIT_BYTES;
            if (oversized && (code === 'EPIPE' || code === 'ECONNRESET')) return null;
            throw error;
          });
          if (!response) {
            cases++;
            statuses.set(413, (statuses.get(413) ?? 0) + 1);
            return;
          }
          // A live stream (GET /api/live) never ends: its status is the answer; the stream is closed.
          const streaming = response.headers.get('content-type')?.startsWith('text/event-stream');
          const text = streaming ? (await response.body?.cancel(), '') : await response.text();
          cases++;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          for (const name of new Set(used)) attacks.set(name, (attacks.get(name) ?? 0) + 1);
          if (response.status >= 500) {
            fiveHundreds.push(
              `${method} ${url.slice(0, 200)} as ${identity} [${used.join(', ')}] ` +
                `body ${body?.text.slice(0, 200)} → ${response.status} ${text.slice(0, 200)}`,
            );
          }
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    }

    console.log(
      [
        `hostile-input property test: ${operations.length} operations, ${cases} cases run, ` +
          `${fiveHundreds.length} 5xx seen`,
        `attacks tried: ${attacks.size} kinds — ` +
          [...attacks].map(([name, count]) => `${name} ×${count}`).join(', '),
        `statuses: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status} ×${count}`)
          .join(', ')}`,
      ].join('\n'),
    );
    expect(fiveHundreds).toEqual([]);
  }, 120_000);
});
