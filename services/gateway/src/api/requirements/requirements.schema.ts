import {
  EXPORTER_PLANS,
  INCOTERMS,
  QUANTITY_UNITS,
  TRADE_CURRENCIES,
  REQUIREMENT_STATUSES,
  QUOTATION_STATUSES,
  TEMPLATE_FIELD_TYPES,
  VERIFICATION_CHECKS,
} from '@ped/contracts/options';
import { specValuesSchema } from '../buyer/buyer-tools.schema.js';

/**
 * JSON schemas of requirements (libs/contracts/src/catalog/buying-requests.dto.ts): Fastify serialises
 * with them and the OpenAPI document shows them.
 */
const nullableString = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const date = { type: 'string', format: 'date' } as const;
const object = <P extends Record<string, unknown>>(properties: P, description?: string) =>
  ({
    type: 'object',
    required: Object.keys(properties) as (keyof P)[],
    properties,
    ...(description ? { description } : {}),
  }) as const;

const templateFieldSchema = {
  type: 'object',
  required: ['key', 'label', 'type', 'required'],
  properties: {
    key: { type: 'string', description: 'The answer’s key in specValues' },
    label: { type: 'string' },
    type: { type: 'string', enum: TEMPLATE_FIELD_TYPES },
    options: { type: 'array', items: { type: 'string' }, description: 'select and multiselect: the choices' },
    unit: { type: 'string', description: 'number: what it is counted in' },
    required: { type: 'boolean' },
    maxLength: { type: 'integer' },
    min: { type: 'number' },
    max: { type: 'number' },
  },
} as const;

export const templateListSchema = object({
  templates: {
    type: 'array',
    items: object({
      categoryId: { type: 'integer' },
      categorySlug: { type: 'string' },
      categoryName: { type: 'string' },
      fields: { type: 'array', items: templateFieldSchema },
    }),
  },
});

const quotationSchema = object({
  unitPrice: { type: 'number' },
  currency: { type: 'string', enum: TRADE_CURRENCIES },
  unit: { type: 'string', enum: QUANTITY_UNITS },
  priceTiers: {
    type: 'array',
    items: object({ minQuantity: { type: 'number' }, unitPrice: { type: 'number' } }),
  },
  minimumOrder: nullableNumber,
  leadTimeDays: { type: 'integer' },
  incoterm: { type: 'string', enum: INCOTERMS },
  portOfLoading: nullableString,
  validUntil: { ...date, description: 'The offer holds until this day’s end (UTC)' },
});

const responseProperties = {
  id: { type: 'integer' },
  requirementId: { type: 'integer' },
  exporterId: { type: 'integer' },
  message: { type: 'string' },
  quotation: quotationSchema,
  attachments: { type: 'array', items: { type: 'string' } },
  status: { type: 'string', enum: QUOTATION_STATUSES },
  declineReason: nullableString,
  decidedAt: { type: ['string', 'null'], format: 'date-time' },
  createdAt: dateTime,
  updatedAt: dateTime,
} as const;

export const responseSchema = object(responseProperties);

const buyerSchema = object(
  {
    country: nullableString,
    businessType: nullableString,
    isVerified: { type: 'boolean' },
    revealed: { type: 'boolean', description: 'The buyer accepted the caller’s quotation' },
    companyName: nullableString,
    contactName: nullableString,
    email: nullableString,
  },
  'Country, business type and badge; company, contact name and e-mail only once revealed',
);

export const openRequirementSchema = object({
  id: { type: 'integer' },
  title: { type: 'string' },
  description: { type: 'string' },
  categoryId: { type: ['integer', 'null'] },
  categoryName: nullableString,
  templateFields: { type: 'array', items: templateFieldSchema },
  specValues: specValuesSchema,
  quantityAmount: nullableNumber,
  quantityUnit: { type: ['string', 'null'], enum: [...QUANTITY_UNITS, null] },
  incoterm: { type: ['string', 'null'], enum: [...INCOTERMS, null] },
  destination: nullableString,
  targetPrice: nullableNumber,
  targetCurrency: { type: ['string', 'null'], enum: [...TRADE_CURRENCIES, null] },
  deadline: { type: ['string', 'null'], format: 'date' },
  expiresAt: { type: ['string', 'null'], format: 'date-time' },
  quantity: { ...nullableString, description: 'The quantity as the buyer wrote it' },
  budgetRange: nullableString,
  timeline: nullableString,
  paymentTerms: nullableString,
  certificationNeeds: { type: 'array', items: { type: 'string' } },
  postedAt: dateTime,
  isOpen: { type: 'boolean', description: 'Active, public and before its deadline’s end' },
  buyer: buyerSchema,
  // A type list, not anyOf with { type: 'null' }: the document's OpenAPI 3.0 rewrite makes it nullable.
  myResponse: { ...responseSchema, type: ['object', 'null'], description: 'The caller’s quotation, if any' },
});

export const openRequirementListSchema = object({
  items: { type: 'array', items: openRequirementSchema },
  total: { type: 'integer' },
  page: { type: 'integer' },
  pageSize: { type: 'integer' },
});

export const myQuotationListSchema = object({
  items: {
    type: 'array',
    items: object({
      ...responseProperties,
      requirement: object({
        id: { type: 'integer' },
        title: { type: 'string' },
        categoryName: nullableString,
        status: { type: 'string', enum: REQUIREMENT_STATUSES },
        isOpen: { type: 'boolean' },
        deadline: { type: ['string', 'null'], format: 'date' },
      }),
    }),
  },
  allowance: object(
    {
      plan: { type: 'string', enum: EXPORTER_PLANS },
      monthlyLimit: { type: ['integer', 'null'], description: 'null: no limit' },
      usedThisMonth: { type: 'integer' },
    },
    'Quotations this calendar month (UTC) against the plan’s limit',
  ),
});

export const buyerQuotationSchema = object({
  ...responseProperties,
  exporter: object({
    id: { type: 'integer' },
    companyName: { type: 'string' },
    logoUrl: nullableString,
    city: nullableString,
    businessType: nullableString,
    isListed: { type: 'boolean', description: 'Public now: its profile can be opened' },
    isVerified: { type: 'boolean' },
    isPremium: { type: 'boolean' },
    verificationChecks: { type: 'array', items: { type: 'string', enum: VERIFICATION_CHECKS } },
    responseRate: { ...nullableNumber, description: 'Percent answered within 24 hours over 90 days' },
    medianResponseMinutes: { type: ['integer', 'null'] },
    yearsInBusiness: { type: ['integer', 'null'] },
  }),
});

export const buyerQuotationListSchema = object({
  requirementId: { type: 'integer' },
  responses: { type: 'array', items: buyerQuotationSchema },
});

export const acceptResultSchema = object({
  response: buyerQuotationSchema,
  conversationId: {
    type: ['integer', 'null'],
    description: 'The conversation with the quotation as its first message (null: it follows shortly)',
  },
});

export const requirementAlertListSchema = object({
  unseen: {
    type: 'integer',
    minimum: 0,
    description: 'Alerts of open requests not yet seen in the dashboard',
  },
  items: {
    type: 'array',
    description: 'The latest alerts of open requests, newest first',
    items: object({
      requirementId: { type: 'integer' },
      title: { type: 'string' },
      categoryName: nullableString,
      postedAt: dateTime,
      seen: { type: 'boolean' },
    }),
  },
});
