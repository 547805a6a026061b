import { REQUIREMENT_STATUSES } from '../options/buyer.constants.js';
import { CERTIFICATIONS, CITIES, EXPORTER_BUSINESS_TYPES, LIST_SORTS } from '../options/catalog.constants.js';
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
import type { SavedSearchFilters } from './buyer.dto.js';
import { SpecValuesSchema } from './open-requirements.responses.js';

/* The buyer's requirements, saved exporters and saved searches as the API shows them. */

/** One of the buyer's requirements (GET/POST/PATCH /api/buyer/requirements). */
export const BuyerRequirementSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  categoryId: NullableInteger(),
  categoryName: NullableString(),
  productSpecifications: NullableString(),
  quantity: NullableString(),
  budgetRange: NullableString(),
  timeline: NullableString(),
  deliveryLocation: NullableString(),
  paymentTerms: NullableString(),
  certificationNeeds: Type.Array(Type.String()),
  isPublic: Type.Boolean(),
  status: StringEnum(REQUIREMENT_STATUSES),
  /** The template's answers (keys of the category's template fields). */
  specValues: SpecValuesSchema,
  /** Null on requirements posted before issue 20 (as are unit, incoterm, destination and deadline). */
  quantityAmount: Nullable(Type.Number()),
  quantityUnit: NullableStringEnum(QUANTITY_UNITS),
  incoterm: NullableStringEnum(INCOTERMS),
  destination: NullableString(),
  targetPrice: Nullable(Type.Number()),
  targetCurrency: NullableStringEnum(TRADE_CURRENCIES),
  /** YYYY-MM-DD. */
  deadline: Nullable(Type.String({ format: 'date' }), {
    description: 'Quotations wanted until this day’s end (UTC), when the requirement expires',
  }),
  /** The end of the deadline (older requirements: their own expiry, or none). */
  expiresAt: Nullable(DateTime()),
  createdAt: DateTime(),
  updatedAt: DateTime(),
  /** Whatever their status. */
  responseCount: Type.Integer({ description: 'Exporters’ quotations' }),
  /** Of those, the ones still waiting for the buyer's decision. */
  pendingResponseCount: Type.Integer({ description: 'Quotations waiting for the buyer’s decision' }),
});
export type BuyerRequirementDto = Static<typeof BuyerRequirementSchema>;

/** GET /api/buyer/requirements: the buyer's requirements, newest first. */
export const BuyerRequirementListSchema = Type.Array(BuyerRequirementSchema);

/** A saved exporter as the dashboard's Saved tab shows it. */
export const SavedExporterSchema = Type.Object({
  id: Type.Integer(),
  exporterId: Type.Integer(),
  notes: NullableString(),
  createdAt: DateTime({ description: 'When it was saved' }),
  exporter: Type.Object({
    id: Type.Integer(),
    companyName: Type.String(),
    logoUrl: NullableString(),
    isVerified: Type.Boolean(),
    city: NullableString(),
    country: Type.String(),
    description: NullableString(),
  }),
});
export type SavedExporterDto = Static<typeof SavedExporterSchema>;

/** GET /api/buyer/saved-exporters: saved public exporters, newest first. */
export const SavedExporterListSchema = Type.Array(SavedExporterSchema);

/** GET /api/buyer/saved-exporters/ids: for the Save toggles on exporter cards. */
export const SavedExporterIdsSchema = Type.Object({ exporterIds: Type.Array(Type.Integer()) });
export type SavedExporterIdsDto = Static<typeof SavedExporterIdsSchema>;

/**
 * The browse page's filters, kept by a saved search. Its TS type stays the command's class
 * (SavedSearchFilters, whose choices are typed as text), which the catalog service stores and returns.
 */
const SavedSearchFiltersSchema = Type.Unsafe<SavedSearchFilters>(
  Type.Object(
    {
      search: Type.Optional(Type.String()),
      categoryId: Type.Optional(Type.Integer()),
      city: Type.Optional(StringEnum(CITIES)),
      verified: Type.Optional(Type.Boolean()),
      businessType: Type.Optional(StringEnum(EXPORTER_BUSINESS_TYPES)),
      certification: Type.Optional(StringEnum(CERTIFICATIONS)),
      maxMinimumOrder: Type.Optional(Type.Integer()),
      responseRate: Type.Optional(Type.Integer({ description: 'Minimum response rate (percent)' })),
      sort: Type.Optional(StringEnum(LIST_SORTS)),
    },
    { description: 'The browse page’s filters (the query of GET /api/exporters)' },
  ),
);

/** A saved search with how many public exporters match it now and how many are new since it was opened. */
export const SavedSearchSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  filters: SavedSearchFiltersSchema,
  /** Counted like the browse total (capped at SEARCH_RESULT_LIMIT for a search). */
  matchCount: Type.Integer({ description: 'Public exporters that match now' }),
  matchCountCapped: Type.Boolean({ description: 'More match than matchCount (shown as "500+")' }),
  /** The exporters that became public after lastOpenedAt. */
  newCount: Type.Integer({ description: 'Of those, listed since the search was last opened' }),
  lastOpenedAt: DateTime(),
  createdAt: DateTime(),
});
export type SavedSearchDto = Static<typeof SavedSearchSchema>;

/** GET /api/buyer/saved-searches: saved searches with their counts, newest first. */
export const SavedSearchListSchema = Type.Array(SavedSearchSchema);
