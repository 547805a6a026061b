/** The JSON body of every API error answer. */
export interface ApiErrorBody {
  statusCode: number;
  code?: string;
  message: string;
  details?: { field: string; messages: string[] }[];
}

const API_ERROR = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status and parsed JSON body of an `Error("<status>: <body>")` from `apiRequest` / the reader. */
export function parseApiError(error: unknown): { status: number; body: ApiErrorBody | null } | null {
  if (!(error instanceof Error)) return null;
  const match = API_ERROR.exec(error.message);
  if (!match) return null;
  const status = Number(match[1]);
  try {
    const body: unknown = JSON.parse(match[2] ?? '');
    if (typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).message === 'string') {
      return { status, body: body as ApiErrorBody };
    }
  } catch {
    // Not JSON (a proxy's page, a status text): no server message.
  }
  return { status, body: null };
}

/** The server's `message` of an API error, or `fallback` when there is none (network error, non-JSON body). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const message = parseApiError(error)?.body?.message?.trim();
  return message ? message : fallback;
}

/** The HTTP status of an API error, or null for any other error (e.g. a network failure). */
export function apiErrorStatus(error: unknown): number | null {
  return parseApiError(error)?.status ?? null;
}
