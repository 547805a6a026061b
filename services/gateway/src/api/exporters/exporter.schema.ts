/**
 * JSON schemas of the exporter responses (libs/contracts/src/catalog/exporter.dto.ts): Fastify
 * serialises with them (fast, and nothing outside the schema leaks) and the OpenAPI document shows them.
 */
import { VERIFICATION_CHECKS } from '@ped/contracts/options';

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
  businessType: nullableString,
  categoryIds: { type: 'array', items: { type: 'integer' } },
  responseRate: {
    type: ['number', 'null'],
    description:
      'Percent of the inquiries and conversations of the last 90 days answered within 24 hours; null below 5 of them',
  },
  medianResponseMinutes: {
    type: ['integer', 'null'],
    description: 'Median minutes to the first answer over the same window; null below 5',
  },
} as const;

const priceProperties = {
  price: { ...nullableString, description: 'USD, exact decimal as text, e.g. "12.50"; null: on request' },
  unit: nullableString,
  minimumOrder: nullableString,
} as const;

const matchedProductProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  ...priceProperties,
} as const;

export const exporterListItemSchema = {
  type: 'object',
  required: Object.keys(listItemProperties),
  properties: {
    ...listItemProperties,
    matchedProducts: {
      type: 'array',
      description: 'In a search: its products that match the words',
      items: {
        type: 'object',
        required: Object.keys(matchedProductProperties),
        properties: matchedProductProperties,
      },
    },
  },
} as const;

export const sponsoredExportersSchema = {
  type: 'object',
  required: ['exporters'],
  properties: { exporters: { type: 'array', items: exporterListItemSchema } },
} as const;

export const exporterListSchema = {
  type: 'object',
  required: ['exporters', 'total', 'totalCapped'],
  properties: {
    exporters: { type: 'array', items: exporterListItemSchema },
    total: { type: 'integer' },
    totalCapped: { type: 'boolean' },
    correctedSearch: { type: 'string' },
    searchAlternatives: { type: 'array', items: { type: 'string' } },
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
  imageUrl: { ...nullableString, description: 'The cover: the first of images' },
  images: { type: 'array', items: { type: 'string' }, description: 'Every picture, the cover first' },
  price: { ...nullableString, description: 'USD, exact decimal as text, e.g. "12.50"' },
  unit: nullableString,
  minimumOrder: nullableString,
  createdAt: { type: 'string', format: 'date-time' },
} as const;

const productSearchItemProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  description: nullableString,
  categoryId: { type: ['integer', 'null'] },
  imageUrl: nullableString,
  ...priceProperties,
  exporter: {
    type: 'object',
    required: ['id', 'companyName', 'city', 'logoUrl', 'isVerified'],
    properties: {
      id: { type: 'integer' },
      companyName: { type: 'string' },
      city: nullableString,
      logoUrl: nullableString,
      isVerified: { type: 'boolean' },
    },
  },
} as const;

/** GET /api/products */
export const productSearchSchema = {
  type: 'object',
  required: ['products', 'total', 'totalCapped'],
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        required: Object.keys(productSearchItemProperties),
        properties: productSearchItemProperties,
      },
    },
    total: { type: 'integer' },
    totalCapped: { type: 'boolean' },
    correctedSearch: { type: 'string' },
  },
} as const;

export const productListSchema = {
  type: 'array',
  items: { type: 'object', required: Object.keys(productProperties), properties: productProperties },
} as const;

export const publicStatsSchema = {
  type: 'object',
  required: ['verifiedExporters', 'totalCategories', 'totalContacts', 'totalExporters', 'buyerCountries'],
  properties: {
    verifiedExporters: { type: 'integer' },
    totalCategories: { type: 'integer' },
    totalContacts: { type: 'integer', description: 'Inquiries of the last 30 days' },
    totalExporters: { type: 'integer' },
    buyerCountries: {
      type: 'integer',
      description: 'Countries the buyers with a completed profile come from',
    },
  },
} as const;

export const exporterSignupResultSchema = {
  type: 'object',
  required: ['registrationId'],
  properties: { registrationId: { type: 'string', pattern: '^EXP-\\d{8}$' } },
} as const;

const compareExporterProperties = {
  id: { type: 'integer' },
  companyName: { type: 'string' },
  logoUrl: nullableString,
  isVerified: { type: 'boolean' },
  isPremium: { type: 'boolean' },
  city: nullableString,
  country: { type: 'string' },
  establishedYear: { type: ['integer', 'null'] },
  yearsInBusiness: { type: ['integer', 'null'] },
  employeeCount: nullableString,
  businessType: nullableString,
  certifications: { type: 'array', items: { type: 'string' } },
  productCount: { type: 'integer' },
  priceRange: {
    type: ['object', 'null'],
    description: 'USD, exact decimals as text, over the products with a price; null when none has one',
    required: ['min', 'max'],
    properties: { min: { type: 'string' }, max: { type: 'string' } },
  },
  minimumOrders: {
    type: 'array',
    items: { type: 'string' },
    description: 'Distinct minimum orders of its products, smallest first, up to 3',
  },
  responseRate: listItemProperties.responseRate,
  medianResponseMinutes: listItemProperties.medianResponseMinutes,
  verificationChecks: {
    type: 'array',
    items: { type: 'string', enum: [...VERIFICATION_CHECKS] },
    description: 'The verification checks passed and not lapsed, in the ladder’s order',
  },
} as const;

/** GET /api/exporters/compare */
export const compareExportersSchema = {
  type: 'object',
  required: ['exporters'],
  properties: {
    exporters: {
      type: 'array',
      items: {
        type: 'object',
        required: Object.keys(compareExporterProperties),
        properties: compareExporterProperties,
      },
    },
  },
} as const;
