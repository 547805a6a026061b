import {
  CERTIFICATIONS,
  CITIES,
  EXPORTER_BUSINESS_TYPES,
  LIST_SORTS,
  REQUIREMENT_STATUSES,
} from '@ped/contracts/options';

/**
 * JSON schemas of the buyer's requirements, saved exporters and saved searches
 * (libs/contracts/src/catalog/buyer.dto.ts): Fastify serialises with them and the OpenAPI document shows them.
 */
const nullableString = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

const requirementProperties = {
  id: { type: 'integer' },
  title: { type: 'string' },
  description: { type: 'string' },
  categoryId: { type: ['integer', 'null'] },
  categoryName: nullableString,
  productSpecifications: nullableString,
  quantity: nullableString,
  budgetRange: nullableString,
  timeline: nullableString,
  deliveryLocation: nullableString,
  paymentTerms: nullableString,
  certificationNeeds: { type: 'array', items: { type: 'string' } },
  isPublic: { type: 'boolean' },
  status: { type: 'string', enum: REQUIREMENT_STATUSES },
  expiresAt: { type: ['string', 'null'], format: 'date-time' },
  createdAt: dateTime,
  updatedAt: dateTime,
  responseCount: { type: 'integer', description: 'Exporters’ responses' },
} as const;

export const requirementSchema = {
  type: 'object',
  required: Object.keys(requirementProperties),
  properties: requirementProperties,
} as const;

export const requirementListSchema = { type: 'array', items: requirementSchema } as const;

const savedExporterProperties = {
  id: { type: 'integer' },
  exporterId: { type: 'integer' },
  notes: nullableString,
  createdAt: { ...dateTime, description: 'When it was saved' },
  exporter: {
    type: 'object',
    required: ['id', 'companyName', 'logoUrl', 'isVerified', 'city', 'country', 'description'],
    properties: {
      id: { type: 'integer' },
      companyName: { type: 'string' },
      logoUrl: nullableString,
      isVerified: { type: 'boolean' },
      city: nullableString,
      country: { type: 'string' },
      description: nullableString,
    },
  },
} as const;

export const savedExporterSchema = {
  type: 'object',
  required: Object.keys(savedExporterProperties),
  properties: savedExporterProperties,
} as const;

export const savedExporterListSchema = { type: 'array', items: savedExporterSchema } as const;

export const savedExporterIdsSchema = {
  type: 'object',
  required: ['exporterIds'],
  properties: { exporterIds: { type: 'array', items: { type: 'integer' } } },
} as const;

const savedSearchProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  filters: {
    type: 'object',
    description: 'The browse page’s filters (the query of GET /api/exporters)',
    properties: {
      search: { type: 'string' },
      categoryId: { type: 'integer' },
      city: { type: 'string', enum: CITIES },
      verified: { type: 'boolean' },
      businessType: { type: 'string', enum: EXPORTER_BUSINESS_TYPES },
      certification: { type: 'string', enum: CERTIFICATIONS },
      maxMinimumOrder: { type: 'integer' },
      responseRate: { type: 'integer', description: 'Minimum response rate (percent)' },
      sort: { type: 'string', enum: LIST_SORTS },
    },
  },
  matchCount: { type: 'integer', description: 'Public exporters that match now' },
  matchCountCapped: { type: 'boolean', description: 'More match than matchCount (shown as "500+")' },
  newCount: { type: 'integer', description: 'Of those, listed since the search was last opened' },
  lastOpenedAt: dateTime,
  createdAt: dateTime,
} as const;

export const savedSearchSchema = {
  type: 'object',
  required: Object.keys(savedSearchProperties),
  properties: savedSearchProperties,
} as const;

export const savedSearchListSchema = { type: 'array', items: savedSearchSchema } as const;
