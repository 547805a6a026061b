/** One answer of the fake API: a status and a JSON body (none for an empty answer). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export interface ApiCall {
  method: string;
  url: string;
  /** The parsed JSON body, if one was sent. */
  body: unknown;
}

/**
 * Replaces `fetch` (jsdom has none) with `answer` (a promise holds the answer back), recording each call;
 * `restore()` puts the old one back.
 * Only what `apiRequest` and the readers use of a Response is there: ok, status, statusText, text(), json().
 */
export function mockApi(answer: (call: ApiCall) => FakeAnswer | Promise<FakeAnswer>) {
  const previous = globalThis.fetch;
  const calls: ApiCall[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status, body } = await answer(call);
    const text = body === undefined ? '' : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  };
  return {
    calls,
    restore: () => {
      globalThis.fetch = previous;
    },
  };
}
