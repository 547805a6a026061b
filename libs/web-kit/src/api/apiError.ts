import type { FieldError } from '@ped/contracts/common';

/**
 * The JSON body of an API error answer: `{statusCode, code, reason?, message, details?}`. `code` is coarse (one
 * HTTP status each); `reason` is a stable machine-readable string a client may branch on (`EXPORTER_NOT_FOUND`),
 * optional because not every answer has one; `message` is the text to show; `details` the per-field messages of
 * a refused form.
 */
export interface ApiErrorBody {
  statusCode: number;
  code?: string;
  reason?: string;
  message: string;
  details?: FieldError[];
}

function readBody(text: string): ApiErrorBody | null {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).message === 'string') {
      return body as ApiErrorBody;
    }
  } catch {
    // Not JSON (a proxy's page, a status text): no server message.
  }
  return null;
}

/**
 * What `apiRequest` and the query readers throw for a non-OK answer. Its `message` is the spec's
 * "<status>: <body text, or the status text when the body is empty>"; the parsed body's parts are fields.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The answer's parsed JSON body, or null when it had none (a proxy's page, an empty body). */
  readonly body: ApiErrorBody | null;
  readonly code: string | undefined;
  readonly reason: string | undefined;
  /** The server's message for people (the body's `message`), when the answer had one. */
  readonly serverMessage: string | undefined;
  /** The refused fields and their messages (empty unless the server named fields). */
  readonly details: readonly FieldError[];

  constructor(
    readonly status: number,
    /** The body text, or the status text when the body was empty. */
    readonly text: string,
  ) {
    super(`${status}: ${text}`);
    this.body = readBody(text);
    this.code = this.body?.code;
    this.reason = this.body?.reason;
    this.serverMessage = this.body?.message.trim() || undefined;
    this.details = Array.isArray(this.body?.details) ? this.body.details : [];
  }

  /** The error of a non-OK response (reads its body). */
  static async fromQuotation(res: Response): Promise<ApiError> {
    return new ApiError(res.status, (await res.text()) || res.statusText);
  }

  /** The first message of each refused field, by field name. */
  fieldErrors(): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const { field, messages } of this.details) {
      if (messages[0] && !(field in errors)) errors[field] = messages[0];
    }
    return errors;
  }
}

/** True for an `ApiError` (a network failure, for one, is a plain `TypeError`). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message of an API error, or `fallback` when there is none (network error, non-JSON body). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback;
}

/** The HTTP status of an API error, or null for any other error (e.g. a network failure). */
export function apiErrorStatus(error: unknown): number | null {
  return isApiError(error) ? error.status : null;
}
