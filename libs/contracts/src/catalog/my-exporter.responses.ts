import { EXPORTER_PLANS } from '../options/plans.constants.js';
import {
  DateTime,
  NullableInteger,
  NullableString,
  StringEnum,
  Type,
  type Static,
} from '../responses/schema-kit.js';
import { ExporterSchema, ProductSchema } from './exporter.responses.js';

/**
 * The exporter workspace's profile and products (catalog owns them), built on the public profile's and
 * products' so the two never drift apart.
 */

const limit = () => NullableInteger({ description: 'null: no limit on this plan' });

/** What a plan allows; null: no limit. */
export const ExporterPlanLimitsSchema = Type.Object({
  products: limit(),
  inquiryContactsPerMonth: limit(),
});
export type ExporterPlanLimitsDto = Static<typeof ExporterPlanLimitsSchema>;

/**
 * GET /api/my-exporter (and POST /api/exporters, PUT /api/my-exporter): the caller's own exporter in any
 * status, with its plan and the plan's limits.
 */
export const MyExporterSchema = Type.Object({
  ...ExporterSchema.properties,
  plan: StringEnum(EXPORTER_PLANS),
  limits: ExporterPlanLimitsSchema,
  rejectionReason: NullableString({
    description: 'Why an administrator rejected the profile; null unless rejected',
  }),
  updatedAt: DateTime(),
});
export type MyExporterDto = Static<typeof MyExporterSchema>;

/** One of the caller's products (POST and PATCH /api/my-exporter/products…): as its public profile lists it. */
export const MyProductSchema = ProductSchema;

/** GET /api/my-exporter/products: the caller's products, newest first, whatever the exporter's status. */
export const MyProductListSchema = Type.Object({ products: Type.Array(ProductSchema) });
export type MyProductListDto = Static<typeof MyProductListSchema>;
