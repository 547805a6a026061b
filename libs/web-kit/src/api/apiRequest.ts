import { ApiError } from './apiError';

/** Throws an `ApiError` ("<status>: <body text or status text>") when the response is not OK. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await ApiError.fromQuotation(res);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends a request with the session cookies; a body goes as JSON. Throws an `ApiError` on a non-OK response.
 * `keepalive` lets the request outlive the page (a save sent as the page is left).
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    keepalive,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}
