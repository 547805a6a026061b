import { EXPORTER_PLANS } from '@ped/contracts/options';
import { exporterSchema, productListSchema } from '../exporters/exporter.schema.js';

/**
 * JSON schemas of the exporter workspace's profile and products (libs/contracts/src/catalog/my-exporter.dto.ts),
 * built on the public profile's and products' so the two never drift apart.
 */
const limit = {
  type: ['integer', 'null'],
  description: 'null: no limit on this plan',
} as const;

const myExporterProperties = {
  ...exporterSchema.properties,
  plan: { type: 'string', enum: EXPORTER_PLANS },
  limits: {
    type: 'object',
    required: ['products', 'inquiryContactsPerMonth'],
    properties: { products: limit, inquiryContactsPerMonth: limit },
  },
  rejectionReason: {
    type: ['string', 'null'],
    description: 'Why an administrator rejected the profile; null unless rejected',
  },
  updatedAt: { type: 'string', format: 'date-time' },
} as const;

/** GET/PUT /api/my-exporter, POST /api/exporters */
export const myExporterSchema = {
  type: 'object',
  required: Object.keys(myExporterProperties),
  properties: myExporterProperties,
} as const;

/** One of the caller's products */
export const myProductSchema = productListSchema.items;

/** GET /api/my-exporter/products */
export const myProductListSchema = {
  type: 'object',
  required: ['products'],
  properties: { products: productListSchema },
} as const;
