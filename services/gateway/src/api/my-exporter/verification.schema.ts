import {
  VERIFICATION_CHECKS,
  VERIFICATION_DOCUMENT_TYPES,
  VERIFICATION_REQUEST_STATUSES,
} from '@ped/contracts/options';

/** JSON schemas of the verification ladder's answers (libs/contracts/src/catalog/verification.dto.ts). */
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const check = { type: 'string', enum: VERIFICATION_CHECKS } as const;

const fileProperties = {
  id: { type: 'integer' },
  name: { type: 'string', description: 'The name the file was uploaded under' },
  contentType: { type: 'string', enum: Object.keys(VERIFICATION_DOCUMENT_TYPES) },
  size: { type: 'integer', description: 'Bytes' },
  uploadedAt: dateTime,
  url: {
    type: 'string',
    description: '/api/verification-documents/{id}/file: for administrators and the exporter only',
  },
} as const;

/** An uploaded evidence file (POST /api/my-exporter/verification/{check}/documents answers one). */
export const verificationFileSchema = {
  type: 'object',
  required: Object.keys(fileProperties),
  properties: fileProperties,
} as const;

const files = { type: 'array', items: verificationFileSchema } as const;

const submissionProperties = {
  id: { type: 'integer' },
  check,
  status: { type: 'string', enum: VERIFICATION_REQUEST_STATUSES },
  evidence: {
    type: 'object',
    additionalProperties: { type: ['string', 'null'] },
    description:
      'The fields submitted for the check (numbers, names, links; contact: e-mail confirmed, phone)',
  },
  files,
  submittedAt: dateTime,
  adminNotes: { type: ['string', 'null'] },
  reviewedAt: nullableDateTime,
} as const;

const submissionSchema = {
  type: 'object',
  required: Object.keys(submissionProperties),
  properties: submissionProperties,
} as const;

const checkProperties = {
  check,
  status: { type: 'string', enum: ['not_submitted', 'pending', 'rejected', 'passed', 'lapsed'] },
  // A type list, not anyOf with { type: 'null' }: the document's OpenAPI 3.0 rewrite makes it nullable.
  submission: { ...submissionSchema, type: ['object', 'null'] },
  files: {
    ...files,
    description: 'Files the exporter may still remove: for the next submission, or with the waiting one',
  },
  approvedAt: nullableDateTime,
  expiresAt: nullableDateTime,
} as const;

const myVerificationProperties = {
  exporterId: { type: 'integer' },
  email: { type: 'string' },
  isVerified: { type: 'boolean' },
  checks: {
    type: 'array',
    items: { type: 'object', required: Object.keys(checkProperties), properties: checkProperties },
  },
} as const;

/** GET /api/my-exporter/verification and every submission's answer */
export const myVerificationSchema = {
  type: 'object',
  required: Object.keys(myVerificationProperties),
  properties: myVerificationProperties,
} as const;

/** POST /api/my-exporter/verification/email-code */
export const emailCodeSchema = {
  type: 'object',
  required: ['sentTo', 'expiresAt'],
  properties: { sentTo: { type: 'string' }, expiresAt: dateTime },
} as const;

/** POST /api/my-exporter/verification/contact/phone-code (sentTo in E.164) */
export const phoneCodeSchema = emailCodeSchema;

/** GET /api/exporters/{id}/verification */
export const publicVerificationSchema = {
  type: 'object',
  required: ['exporterId', 'isVerified', 'checks'],
  properties: {
    exporterId: { type: 'integer' },
    isVerified: { type: 'boolean' },
    checks: {
      type: 'array',
      items: {
        type: 'object',
        required: ['check', 'approvedAt', 'expiresAt'],
        properties: { check, approvedAt: dateTime, expiresAt: dateTime },
      },
    },
  },
} as const;

const adminRequestProperties = {
  ...submissionProperties,
  exporterId: { type: 'integer' },
  companyName: { type: 'string' },
  email: { type: 'string' },
  reviewedBy: { type: ['integer', 'null'] },
} as const;

/** GET /api/admin/verification-requests */
export const adminVerificationListSchema = {
  type: 'object',
  required: ['requests', 'pendingCount'],
  properties: {
    requests: {
      type: 'array',
      items: {
        type: 'object',
        required: Object.keys(adminRequestProperties),
        properties: adminRequestProperties,
      },
    },
    pendingCount: { type: 'integer' },
  },
} as const;

/** PATCH /api/admin/verification-requests/{id} */
export const reviewResultSchema = {
  type: 'object',
  required: ['id', 'status', 'exporterId', 'isVerified'],
  properties: {
    id: { type: 'integer' },
    status: { type: 'string', enum: VERIFICATION_REQUEST_STATUSES },
    exporterId: { type: 'integer' },
    isVerified: { type: 'boolean' },
  },
} as const;
