import type { FastifyRequest } from 'fastify';
import { httpError } from '../errors/http-error.js';

/** What an upload route takes: one file in `field`, at most `maxBytes`, and its words for refusals. */
export interface UploadRules {
  field: string;
  maxBytes: number;
  /** The largest request: the file and its multipart framing. */
  bodyLimitBytes: number;
  /** What the file is, in "Send one <what> in the multipart field …". */
  what: string;
  messages: { required: string; tooLarge: string };
}

export interface UploadedFile {
  bytes: Buffer;
  /** The name the client gave it (only to show; never a path on the server). */
  filename: string;
}

const fileError = (rules: UploadRules, message: string) => [{ field: rules.field, messages: [message] }];

export const uploadRequired = (rules: UploadRules) =>
  httpError('INVALID_FIELDS', rules.messages.required, fileError(rules, rules.messages.required));
const tooLarge = (rules: UploadRules) =>
  httpError('BODY_TOO_LARGE', rules.messages.tooLarge, fileError(rules, rules.messages.tooLarge));
/** A file of a kind the route does not take (400 naming the field). */
export const uploadUnsupported = (rules: UploadRules, message: string) =>
  httpError('INVALID_FIELDS', message, fileError(rules, message));

/** A multipart failure of the client's: over the size, or not readable as one file. */
function uploadError(rules: UploadRules, error: unknown) {
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(rules);
  return httpError('MALFORMED_BODY', `Send one ${rules.what} in the multipart field "${rules.field}"`);
}

/** Reads the one file of a multipart upload into memory, within the route's limits. */
export async function readUploadedFile(request: FastifyRequest, rules: UploadRules): Promise<UploadedFile> {
  // Refused before a byte is read when the declared length already says so.
  if (Number(request.headers['content-length']) > rules.bodyLimitBytes) throw tooLarge(rules);
  if (!request.isMultipart()) throw uploadRequired(rules);
  let part;
  try {
    part = await request.file({ limits: { fileSize: rules.maxBytes, files: 1, fields: 10 } });
  } catch (error) {
    throw uploadError(rules, error);
  }
  if (!part || part.fieldname !== rules.field) throw uploadRequired(rules);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    throw uploadError(rules, error);
  }
  if (bytes.length === 0) throw uploadRequired(rules);
  return { bytes, filename: part.filename };
}
