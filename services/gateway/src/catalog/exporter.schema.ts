/**
 * JSON schemas of the exporter responses (libs/contracts/src/catalog/exporter.dto.ts): Fastify
 * serialises with them (fast, and nothing outside the schema leaks) and the OpenAPI document shows them.
 */
const nullableString = { type: ['string', 'null'] } as const;

const listItemProperties = {
  id: { type: 'integer' },
  companyName: { type: 'string' },
  description: nullableString,
  city: nullableString,
  country: { type: 'string' },
  establishedYear: { type: ['integer', 'null'] },
  logoUrl: nullableString,
  certifications: { type: 'array', items: { type: 'string' } },
  isVerified: { type: 'boolean' },
  isPremium: { type: 'boolean' },
  categoryIds: { type: 'array', items: { type: 'integer' } },
} as const;

export const exporterListItemSchema = {
  type: 'object',
  required: Object.keys(listItemProperties),
  properties: listItemProperties,
} as const;

export const exporterListSchema = {
  type: 'object',
  required: ['exporters', 'total', 'totalCapped'],
  properties: {
    exporters: { type: 'array', items: exporterListItemSchema },
    total: { type: 'integer' },
    totalCapped: { type: 'boolean' },
    correctedSearch: { type: 'string' },
  },
} as const;

export const featuredExportersSchema = { type: 'array', items: exporterListItemSchema } as const;

const profileProperties = {
  ...listItemProperties,
  contactPerson: nullableString,
  email: { type: 'string' },
  phone: nullableString,
  website: nullableString,
  address: nullableString,
  employeeCount: nullableString,
  status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
  productCount: { type: 'integer' },
  createdAt: { type: 'string', format: 'date-time' },
} as const;

export const exporterSchema = {
  type: 'object',
  required: Object.keys(profileProperties),
  properties: profileProperties,
} as const;

const productProperties = {
  id: { type: 'integer' },
  exporterId: { type: 'integer' },
  name: { type: 'string' },
  description: nullableString,
  categoryId: { type: ['integer', 'null'] },
  imageUrl: nullableString,
  price: { ...nullableString, description: 'USD, exact decimal as text, e.g. "12.50"' },
  unit: nullableString,
  minimumOrder: nullableString,
  createdAt: { type: 'string', format: 'date-time' },
} as const;

export const productListSchema = {
  type: 'array',
  items: { type: 'object', required: Object.keys(productProperties), properties: productProperties },
} as const;

export const publicStatsSchema = {
  type: 'object',
  required: ['verifiedExporters', 'totalCategories', 'totalContacts', 'totalExporters'],
  properties: {
    verifiedExporters: { type: 'integer' },
    totalCategories: { type: 'integer' },
    totalContacts: { type: 'integer' },
    totalExporters: { type: 'integer' },
  },
} as const;

export const exporterSignupResultSchema = {
  type: 'object',
  required: ['registrationId'],
  properties: { registrationId: { type: 'string', pattern: '^EXP-\\d{8}$' } },
} as const;
