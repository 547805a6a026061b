import {
  CERTIFICATIONS,
  CITIES,
  EXPORTER_BUSINESS_TYPES,
  INCOTERMS,
  LIST_SORTS,
  QUANTITY_UNITS,
  TRADE_CURRENCIES,
  REQUIREMENT_STATUSES,
} from '@ped/contracts/options';

/**
 * JSON schemas of the buyer's requirements, saved exporters and saved searches
 * (libs/contracts/src/catalog/buyer.dto.ts): Fastify serialises with them and the OpenAPI document shows them.
 */
const nullableString = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

/** A requirement's answers to its category's template: text, a number, or a list of choices per key. */
export const specValuesSchema = {
  type: 'object',
  description: 'Answers to the category’s template (GET /api/requirement-templates), by field key',
  additionalProperties: {
    anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'array', items: { type: 'string' } }],
  },
} as const;

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
  specValues: specValuesSchema,
  quantityAmount: { type: ['number', 'null'] },
  quantityUnit: { type: ['string', 'null'], enum: [...QUANTITY_UNITS, null] },
  incoterm: { type: ['string', 'null'], enum: [...INCOTERMS, null] },
  destination: nullableString,
  targetPrice: { type: ['number', 'null'] },
  targetCurrency: { type: ['string', 'null'], enum: [...TRADE_CURRENCIES, null] },
  deadline: {
    type: ['string', 'null'],
    format: 'date',
    description: 'Quotations wanted until this day’s end (UTC), when the requirement expires',
  },
  expiresAt: { type: ['string', 'null'], format: 'date-time' },
  createdAt: dateTime,
  updatedAt: dateTime,
  responseCount: { type: 'integer', description: 'Exporters’ quotations' },
  pendingResponseCount: { type: 'integer', description: 'Quotations waiting for the buyer’s decision' },
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
