import { ADMIN_EXPORTER_COUNT_LIMIT, BULK_ACTIONS, BULK_FAILURE_REASONS } from '@ped/contracts/catalog';
import { EXPORTER_PLAN_TIERS, EXPORTER_STATUSES } from '@ped/contracts/options';

/** JSON schemas of the admin console's exporter answers (libs/contracts/src/catalog/admin-exporters.dto.ts). */
const nullableText = { type: ['string', 'null'] } as const;

const adminExporterProperties = {
  id: { type: 'integer' },
  companyName: { type: 'string' },
  city: nullableText,
  contactPerson: nullableText,
  email: { type: 'string' },
  logoUrl: nullableText,
  status: { type: 'string', enum: EXPORTER_STATUSES },
  isPremium: { type: 'boolean' },
  plan: { type: 'string', enum: EXPORTER_PLAN_TIERS },
  isVerified: { type: 'boolean' },
  completeness: {
    type: 'integer',
    minimum: 0,
    maximum: 100,
    description: 'Share of the profile filled, whole percent',
  },
  createdAt: { type: 'string', format: 'date-time' },
} as const;

const CAP = ADMIN_EXPORTER_COUNT_LIMIT.toLocaleString('en-US');

/** GET /api/admin/exporters */
export const adminExporterListSchema = {
  type: 'object',
  required: ['exporters', 'total', 'totalCapped', 'limit', 'offset'],
  properties: {
    exporters: {
      type: 'array',
      items: {
        type: 'object',
        required: Object.keys(adminExporterProperties),
        properties: adminExporterProperties,
      },
    },
    total: {
      type: 'integer',
      description: `Every match, counted up to ${CAP}; past that a lower bound (then totalCapped)`,
    },
    totalCapped: { type: 'boolean', description: `More exporters match than total says ("${CAP}+")` },
    limit: { type: 'integer' },
    offset: { type: 'integer' },
  },
} as const;

/** PATCH /api/admin/exporters/{id}/verify */
export const exporterVerifySchema = {
  type: 'object',
  required: ['id', 'isVerified'],
  properties: { id: { type: 'integer' }, isVerified: { type: 'boolean' } },
} as const;

/** POST /api/admin/bulk-actions */
export const bulkActionResultSchema = {
  type: 'object',
  required: ['action', 'succeeded', 'failed'],
  properties: {
    action: { type: 'string', enum: BULK_ACTIONS },
    succeeded: { type: 'array', items: { type: 'integer' } },
    failed: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'reason', 'message'],
        properties: {
          id: { type: 'integer' },
          reason: { type: 'string', enum: BULK_FAILURE_REASONS },
          message: { type: 'string' },
        },
      },
    },
  },
} as const;

const documentProperties = {
  id: { type: 'integer' },
  exporterId: { type: 'integer' },
  companyName: { type: 'string' },
  documentType: { type: 'string' },
  documentName: { type: 'string' },
  fileUrl: { type: 'string' },
  status: { type: 'string' },
  reviewedBy: { type: ['integer', 'null'] },
  reviewedAt: { type: ['string', 'null'], format: 'date-time' },
  notes: nullableText,
  createdAt: { type: 'string', format: 'date-time' },
} as const;

/** GET /api/admin/verification-documents */
export const verificationDocumentListSchema = {
  type: 'object',
  required: ['documents'],
  properties: {
    documents: {
      type: 'array',
      items: { type: 'object', required: Object.keys(documentProperties), properties: documentProperties },
    },
  },
} as const;
