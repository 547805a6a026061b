import { isSignUpPath, signUpLinkToken } from './sign-ups.js';

/**
 * JSON calls to a running gateway as API clients make them (Bearer tokens), for integration tests.
 * Each call comes from its own address (the edge's X-Forwarded-For), so rate limits stay out of the way.
 */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** The gateway's 400 body: `details` names each refused field with its messages. */
export interface FieldErrors {
  message: string;
  reason: string;
  details?: { field: string; messages: string[] }[];
}

export interface GatewayCalls {
  /** A JSON call; a string body goes as it is (with a JSON content type). */
  call<T = Record<string, unknown>>(
    token: string | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer<T>>;
  /**
   * Signs in or up through `path` and returns the access token (the body delivery API clients use). A
   * sign-up is confirmed as its person would: with the link mailed to the address.
   */
  tokenOf(path: string, body: object): Promise<string>;
  /** Sign-up fields of a test person named `name` (`name@example.com`). */
  person(name: string): { firstName: string; lastName: string; email: string; password: string };
}

/**
 * @param base the gateway's origin
 * @param subnet the first two octets of this suite's client addresses (e.g. `10.17`), one per suite
 * @param password every test person's password
 * @param databaseUrl the system's database, where a sign-up's mail is read (sign-ups only)
 */
export function gatewayCalls(
  base: () => string,
  subnet: string,
  password: string,
  databaseUrl?: () => string,
): GatewayCalls {
  let ip = 0;
  const address = () => `${subnet}.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;
  const tokenOf = async (path: string, body: object): Promise<string> => {
    if (isSignUpPath(path)) {
      const signedUp = await fetch(`${base()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
        body: JSON.stringify(body),
      });
      if (signedUp.status !== 202) throw new Error(`${path}: ${signedUp.status} ${await signedUp.text()}`);
      if (!databaseUrl) throw new Error('gatewayCalls: sign-ups need the databaseUrl to read their mail');
      const { email } = body as { email: string };
      return tokenOf('/api/auth/confirm-email', { token: await signUpLinkToken(databaseUrl(), email) });
    }
    const response = await fetch(`${base()}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address(),
        'x-token-delivery': 'body',
      },
      body: JSON.stringify(body),
    });
    if (response.status >= 300) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { accessToken: string }).accessToken;
  };
  return {
    async call<T>(token: string | null, method: string, path: string, body?: unknown) {
      const response = await fetch(`${base()}${path}`, {
        method,
        headers: {
          'x-forwarded-for': address(),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    tokenOf,
    person: (name: string) => ({ firstName: name, lastName: 'Test', email: `${name}@example.com`, password }),
  };
}

/** Expects a 400 whose details name `field` (with `message`, when given). */
export function expectFieldError(answer: Answer<unknown>, field: string, message?: string): void {
  expect({ status: answer.status, field }).toEqual({ status: 400, field });
  const named = ((answer.body as FieldErrors).details ?? []).find((d) => d.field === field);
  expect({ field, named: Boolean(named) }).toEqual({ field, named: true });
  if (message)
    expect({ field, messages: named!.messages }).toEqual({
      field,
      messages: expect.arrayContaining([message]),
    });
}
