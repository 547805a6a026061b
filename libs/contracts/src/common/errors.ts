/**
 * Error codes a service may answer with. The gateway maps each code to one HTTP status
 * (services/gateway/src/errors): adding a code here without mapping it fails the build.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  /** The HTTP layer's own refusals (gateway and edge): a body over API_BODY_LIMIT_BYTES, an encoded or
   *  unsupported body, a URL too long to read. */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  URI_TOO_LONG: 'URI_TOO_LONG',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface FieldError {
  field: string;
  messages: string[];
}

/** The error a service replies with, and the body the gateway sends (plus `statusCode`). */
export interface ServiceErrorBody {
  code: ErrorCode;
  message: string;
  details?: FieldError[];
}

export function isServiceErrorBody(value: unknown): value is ServiceErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as Record<string, unknown>;
  return typeof code === 'string' && code in ERROR_CODES && typeof message === 'string';
}

/** The largest request body the API accepts (the gateway's body limit; the edge refuses larger ones first). */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/** The message of the 413 PAYLOAD_TOO_LARGE answer, word for word the same from the gateway and the edge. */
export const PAYLOAD_TOO_LARGE_MESSAGE = 'Request body is too large';
