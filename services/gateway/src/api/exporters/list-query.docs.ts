import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import {
  CERTIFICATIONS,
  CITIES,
  EXPORTER_BUSINESS_TYPES,
  LIST_SORTS,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
} from '@ped/contracts/options';

/** The OpenAPI parameters of ListExportersQuery, shared by GET /api/exporters and GET /api/products. */
export const ListQueryDocs = () =>
  applyDecorators(
    ApiQuery({
      name: 'limit',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: PAGE_SIZE },
    }),
    ApiQuery({ name: 'offset', required: false, schema: { type: 'integer', minimum: 0, default: 0 } }),
    ApiQuery({
      name: 'search',
      required: false,
      description: 'Words or misspellings of a name, product, city or certification',
    }),
    ApiQuery({
      name: 'exact',
      required: false,
      schema: { type: 'boolean' },
      description: 'Search the words as typed, without spelling correction',
    }),
    ApiQuery({ name: 'categoryId', required: false, schema: { type: 'integer', minimum: 1 } }),
    ApiQuery({ name: 'city', required: false, enum: CITIES }),
    ApiQuery({ name: 'verified', required: false, schema: { type: 'boolean' } }),
    ApiQuery({ name: 'businessType', required: false, enum: EXPORTER_BUSINESS_TYPES }),
    ApiQuery({ name: 'certification', required: false, enum: CERTIFICATIONS }),
    ApiQuery({
      name: 'maxMinimumOrder',
      required: false,
      schema: { type: 'integer', minimum: 1 },
      description: 'Only with a product whose minimum order is at most this quantity',
    }),
    ApiQuery({
      name: 'responseRate',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 100 },
      description: 'Only exporters answering at least this percent of inquiries within 24 hours',
    }),
    ApiQuery({
      name: 'sort',
      required: false,
      enum: LIST_SORTS,
      description:
        'relevance (default: match, verification, profile completeness), newest, years in business, response (response rate)',
    }),
  );
