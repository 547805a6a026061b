import { ERROR_REASONS, type ErrorReason } from './error-reasons.js';

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
  /** Existed, and is no more: a one-time link used or expired. */
  GONE: 'GONE',
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

/**
 * The error a service replies with, and the body the gateway sends (plus `statusCode`): the coarse
 * `code` (the HTTP status), the stable `reason` clients branch on, and the message people read.
 */
export interface ServiceErrorBody {
  code: ErrorCode;
  reason: ErrorReason;
  message: string;
  details?: FieldError[];
}

/** The body for a reason: its code comes from the reason's map, so the two never disagree. */
export function errorBody(reason: ErrorReason, message: string, details?: FieldError[]): ServiceErrorBody {
  const body: ServiceErrorBody = { code: ERROR_REASONS[reason], reason, message };
  return details ? { ...body, details } : body;
}

export function isServiceErrorBody(value: unknown): value is ServiceErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { code, reason, message } = value as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    code in ERROR_CODES &&
    typeof reason === 'string' &&
    reason in ERROR_REASONS &&
    typeof message === 'string'
  );
}

/** The largest request body the API accepts (the gateway's body limit; the edge refuses larger ones first). */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/** The message of the 413 PAYLOAD_TOO_LARGE answer, word for word the same from the gateway and the edge. */
export const PAYLOAD_TOO_LARGE_MESSAGE = 'Request body is too large';
