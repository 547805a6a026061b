import { TEMPLATE_FIELD_TYPES } from '../options/requirement-templates.js';
import { INCOTERMS, QUANTITY_UNITS, TRADE_CURRENCIES } from '../options/trade-terms.constants.js';
import {
  DateTime,
  Nullable,
  NullableInteger,
  NullableString,
  NullableStringEnum,
  StringEnum,
  Type,
  type Static,
} from '../responses/schema-kit.js';
import { QuotationSchema } from './quotations.responses.js';

/* Requirements as exporters read them: the category templates and the open requirements. */

// ---- templates ---------------------------------------------------------------------------------------

/** One question of a template (options/requirement-templates.ts reads them). */
export const TemplateFieldSchema = Type.Object({
  /** Lower camel case. */
  key: Type.String({ description: 'The answer’s key in specValues' }),
  label: Type.String(),
  type: StringEnum(TEMPLATE_FIELD_TYPES),
  options: Type.Optional(Type.Array(Type.String(), { description: 'select and multiselect: the choices' })),
  /** Shown after the input ("%", "mm", "GSM"). */
  unit: Type.Optional(Type.String({ description: 'number: what it is counted in' })),
  required: Type.Boolean(),
  /** text: the longest answer (default TEMPLATE_TEXT_MAX_LENGTH). */
  maxLength: Type.Optional(Type.Integer()),
  /** number: the bounds, inclusive. */
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
});
export type TemplateField = Static<typeof TemplateFieldSchema>;

/** An answer: text, a number, or the choices of a multiselect. */
export const TemplateValueSchema = Type.Union([Type.String(), Type.Number(), Type.Array(Type.String())]);
export type TemplateValue = Static<typeof TemplateValueSchema>;

/** A requirement's answers to its category's template: text, a number, or a list of choices per key. */
export const SpecValuesSchema = Type.Unsafe<Record<string, TemplateValue>>({
  type: 'object',
  description: 'Answers to the category’s template (GET /api/requirement-templates), by field key',
  additionalProperties: TemplateValueSchema,
});
export type TemplateValues = Static<typeof SpecValuesSchema>;

/** A category's template as GET /api/requirement-templates lists it. */
export const RequirementTemplateSchema = Type.Object({
  categoryId: Type.Integer(),
  categorySlug: Type.String(),
  categoryName: Type.String(),
  fields: Type.Array(TemplateFieldSchema),
});
export type RequirementTemplateDto = Static<typeof RequirementTemplateSchema>;

/** GET /api/requirement-templates: every category that has a template (public, the same for everyone). */
export const RequirementTemplateListSchema = Type.Object({
  templates: Type.Array(RequirementTemplateSchema),
});
export type RequirementTemplateListDto = Static<typeof RequirementTemplateListSchema>;

// ---- the exporter's side: open requirements ----------------------------------------------------------

/**
 * The buyer as an exporter sees it: country, business type and badge always; company, contact name and
 * e-mail (each null when the buyer never gave it) only once the buyer accepted this exporter's quotation.
 */
export const RequirementBuyerSchema = Type.Object(
  {
    country: NullableString(),
    businessType: NullableString(),
    isVerified: Type.Boolean(),
    revealed: Type.Boolean({ description: 'The buyer accepted the caller’s quotation' }),
    companyName: NullableString(),
    contactName: NullableString(),
    email: NullableString(),
  },
  { description: 'Country, business type and badge; company, contact name and e-mail only once revealed' },
);
export type RequirementBuyerDto = Static<typeof RequirementBuyerSchema>;

/** A requirement as exporters see it (GET /api/requirements and /api/requirements/{id}). */
export const OpenRequirementSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  categoryId: NullableInteger(),
  categoryName: NullableString(),
  /** The category's template (empty without one): how to show `specValues`, in order. */
  templateFields: Type.Array(TemplateFieldSchema),
  specValues: SpecValuesSchema,
  quantityAmount: Nullable(Type.Number()),
  quantityUnit: NullableStringEnum(QUANTITY_UNITS),
  incoterm: NullableStringEnum(INCOTERMS),
  destination: NullableString(),
  targetPrice: Nullable(Type.Number()),
  targetCurrency: NullableStringEnum(TRADE_CURRENCIES),
  deadline: Nullable(Type.String({ format: 'date' })),
  expiresAt: Nullable(DateTime()),
  /** The spec's free-text fields, as the buyer wrote them. */
  quantity: NullableString({ description: 'The quantity as the buyer wrote it' }),
  budgetRange: NullableString(),
  timeline: NullableString(),
  paymentTerms: NullableString(),
  certificationNeeds: Type.Array(Type.String()),
  postedAt: DateTime(),
  /** A requirement the exporter quoted stays readable to it when not open. */
  isOpen: Type.Boolean({ description: 'Active, public and before its deadline’s end' }),
  buyer: RequirementBuyerSchema,
  myResponse: Nullable(QuotationSchema, { description: 'The caller’s quotation, if any' }),
});
export type OpenRequirementDto = Static<typeof OpenRequirementSchema>;

/** GET /api/requirements: open requirements, newest first, filtered and searched. */
export const OpenRequirementListSchema = Type.Object({
  items: Type.Array(OpenRequirementSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type OpenRequirementListDto = Static<typeof OpenRequirementListSchema>;
