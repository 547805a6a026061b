/**
 * Files an exporter uploads as evidence of a verification check (issue 19): kept in a private store, never
 * served publicly; only administrators and the exporter that uploaded one may download it. Plain values
 * only: the pages import them.
 */
import type { VerificationCheck } from './verification.constants.js';

/** The largest evidence file an upload accepts. */
export const VERIFICATION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The largest upload request: the file and its multipart framing (the edge passes no larger body on). */
export const VERIFICATION_DOCUMENT_BODY_LIMIT_BYTES = VERIFICATION_DOCUMENT_MAX_BYTES + 64 * 1024;

/** The multipart field the file goes in (as the image uploads'). */
export const VERIFICATION_DOCUMENT_FIELD = 'file';

/** Files kept per check until it is reviewed (drafts and the waiting submission's together). */
export const VERIFICATION_DOCUMENTS_PER_CHECK = 5;

/** The checks whose evidence may include files (the contact check is proved by codes and a call). */
export const VERIFICATION_DOCUMENT_CHECKS = [
  'legal_entity',
  'membership',
  'site',
] as const satisfies readonly VerificationCheck[];
export type VerificationDocumentCheck = (typeof VERIFICATION_DOCUMENT_CHECKS)[number];

/** Each check's segment in the upload's path (as the check's own submission route names it). */
export const VERIFICATION_DOCUMENT_CHECK_PATHS = {
  legal_entity: 'legal-entity',
  membership: 'membership',
  site: 'site',
} as const satisfies Record<VerificationDocumentCheck, string>;

/** What a file may be, read from its first bytes (never from its name or declared type). */
export const VERIFICATION_DOCUMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const;
export type VerificationDocumentContentType = keyof typeof VERIFICATION_DOCUMENT_TYPES;

/** The file input's `accept`: a hint to the picker only, the server reads the bytes. */
export const VERIFICATION_DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The longest file name kept (a longer one is cut, its extension kept). */
export const VERIFICATION_DOCUMENT_NAME_MAX = 150;

/** The upload route (under /api): it takes bodies up to VERIFICATION_DOCUMENT_BODY_LIMIT_BYTES. */
export const VERIFICATION_DOCUMENT_UPLOAD_ROUTE = '/my-exporter/verification/:check/documents';

export const VERIFICATION_DOCUMENT_MESSAGES = {
  required: 'Please choose a file',
  unsupported: 'Please upload a PDF, JPEG or PNG file',
  tooLarge: 'The file must be at most 10 MB',
  tooMany: `A check takes at most ${VERIFICATION_DOCUMENTS_PER_CHECK} files: remove one first`,
  check: 'Files go with the legal entity, membership or site check',
  notFound: 'No document has this id',
  reviewed: 'This file was reviewed already and stays with its submission',
  linkOrFile: 'Enter a link starting with https://, or upload a file',
} as const;

/** Where a document is downloaded (administrators and its exporter only). */
export function verificationDocumentUrl(id: number): string {
  return `/api/verification-documents/${id}/file`;
}

/** A file's size as both consoles show it: "820 bytes", "48 KB", "2.4 MB". */
export function formatDocumentSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
