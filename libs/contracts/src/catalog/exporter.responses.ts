import { EXPORTER_STATUSES, SEARCH_RESULT_LIMIT } from '../options/catalog.constants.js';
import { VERIFICATION_CHECKS } from '../options/verification.constants.js';
import {
  DateTime,
  Nullable,
  NullableInteger,
  NullableString,
  StringEnum,
  Type,
  type Static,
} from '../responses/schema-kit.js';

/** The public catalogue's exporter, product and counter answers (catalog owns them). */

/**
 * Share (percent, 0-100) of the inquiries and conversations of the last 90 days answered within 24 hours,
 * and the median minutes to the first answer; null until there are at least 5 of them.
 */
const responsiveness = {
  responseRate: Nullable(Type.Number(), {
    description:
      'Percent of the inquiries and conversations of the last 90 days answered within 24 hours; null below 5 of them',
  }),
  medianResponseMinutes: NullableInteger({
    description: 'Median minutes to the first answer over the same window; null below 5',
  }),
};

/** What every exporter card shows: flat, no contact details. */
const listItemProperties = {
  id: Type.Integer(),
  companyName: Type.String(),
  description: NullableString(),
  city: NullableString(),
  country: Type.String(),
  establishedYear: NullableInteger(),
  logoUrl: NullableString(),
  certifications: Type.Array(Type.String()),
  isVerified: Type.Boolean(),
  isPremium: Type.Boolean(),
  businessType: NullableString(),
  categoryIds: Type.Array(Type.Integer()),
  ...responsiveness,
};

/** A product's price per unit and minimum order, as a search card shows them. */
const priceProperties = {
  /** USD as exact decimal text; null when on request. */
  price: NullableString({ description: 'USD, exact decimal as text, e.g. "12.50"; null: on request' }),
  unit: NullableString(),
  minimumOrder: NullableString(),
};

/** A product on a search's exporter card: what matched, its price per unit and minimum order. */
export const MatchedProductSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  ...priceProperties,
});
export type MatchedProductDto = Static<typeof MatchedProductSchema>;

/** An exporter as the public list pages show it: flat, no contact details. */
export const ExporterListItemSchema = Type.Object({
  ...listItemProperties,
  /** In a search: up to MATCHED_PRODUCTS_PER_EXPORTER of its products that match the words. */
  matchedProducts: Type.Optional(
    Type.Array(MatchedProductSchema, { description: 'In a search: its products that match the words' }),
  ),
});
export type ExporterListItemDto = Static<typeof ExporterListItemSchema>;

/** GET /api/exporters/sponsored: premium members' placement, shown apart from the ranked list. */
export const SponsoredExportersSchema = Type.Object({ exporters: Type.Array(ExporterListItemSchema) });
export type SponsoredExportersDto = Static<typeof SponsoredExportersSchema>;

/** GET /api/exporters */
export const ExporterListSchema = Type.Object({
  exporters: Type.Array(ExporterListItemSchema),
  total: Type.Integer({
    description: `Every match; for a search with more than ${SEARCH_RESULT_LIMIT} matches, ${SEARCH_RESULT_LIMIT}`,
  }),
  totalCapped: Type.Boolean({
    description: `A search matched more exporters than total (shown as "${SEARCH_RESULT_LIMIT}+")`,
  }),
  correctedSearch: Type.Optional(
    Type.String({
      description:
        'The search as it was run, when misspelt words were corrected ("basmati rise" → "basmati rice")',
    }),
  ),
  searchAlternatives: Type.Optional(
    Type.Array(Type.String(), {
      description: 'With a correction: others as near that find exporters too, offered as "Did you mean"',
    }),
  ),
});
export type ExporterListDto = Static<typeof ExporterListSchema>;

/** GET /api/exporters/featured: premium and verified exporters for the home page. */
export const FeaturedExportersSchema = Type.Array(ExporterListItemSchema);

/** GET /api/exporters/{id}: the public profile (approved exporters only). */
export const ExporterSchema = Type.Object({
  ...listItemProperties,
  contactPerson: NullableString(),
  email: Type.String(),
  phone: NullableString(),
  website: NullableString(),
  address: NullableString(),
  employeeCount: NullableString(),
  status: StringEnum(EXPORTER_STATUSES),
  productCount: Type.Integer(),
  createdAt: DateTime(),
});
export type ExporterDto = Static<typeof ExporterSchema>;

/** One of an exporter's products, as its profile lists them. */
export const ProductSchema = Type.Object({
  id: Type.Integer(),
  exporterId: Type.Integer(),
  name: Type.String(),
  description: NullableString(),
  categoryId: NullableInteger(),
  /** The cover: the first of `images`, null when there is none. */
  imageUrl: NullableString({ description: 'The cover: the first of images' }),
  images: Type.Array(Type.String(), { description: 'Every picture, the cover first' }),
  /** Decimal in USD as a string (exact), e.g. "12.50"; null when on request. */
  price: NullableString({ description: 'USD, exact decimal as text, e.g. "12.50"' }),
  unit: NullableString(),
  minimumOrder: NullableString(),
  createdAt: DateTime(),
});
export type ProductDto = Static<typeof ProductSchema>;

/** GET /api/exporters/{id}/products */
export const ExporterProductsSchema = Type.Array(ProductSchema);

/** A product of GET /api/products, with the exporter that offers it; a product in a list shows its cover only. */
export const ProductListItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: NullableString(),
  categoryId: NullableInteger(),
  imageUrl: NullableString(),
  ...priceProperties,
  exporter: Type.Object({
    id: Type.Integer(),
    companyName: Type.String(),
    city: NullableString(),
    logoUrl: NullableString(),
    isVerified: Type.Boolean(),
  }),
});
export type ProductListItemDto = Static<typeof ProductListItemSchema>;

/** GET /api/products: the browse page's product view, with the same filters as the exporter list. */
export const ProductListSchema = Type.Object({
  products: Type.Array(ProductListItemSchema),
  total: Type.Integer({
    description: `Every match, counted up to ${SEARCH_RESULT_LIMIT} (then totalCapped)`,
  }),
  totalCapped: Type.Boolean(),
  correctedSearch: Type.Optional(Type.String()),
});
export type ProductListDto = Static<typeof ProductListSchema>;

/** GET /api/stats: the live figures every page that speaks of the directory shows (none is made up). */
export const PublicStatsSchema = Type.Object({
  verifiedExporters: Type.Integer(),
  totalCategories: Type.Integer(),
  /** Messaging's count, composed in by the gateway. */
  totalContacts: Type.Integer({ description: 'Inquiries of the last 30 days' }),
  totalExporters: Type.Integer(),
  /** Catalog's read model of identity's events. */
  buyerCountries: Type.Integer({ description: 'Countries the buyers with a completed profile come from' }),
});
export type PublicStatsDto = Static<typeof PublicStatsSchema>;

/** POST /api/exporter/signup answers 201 with the registration id the success page shows. */
export const ExporterSignupResultSchema = Type.Object({
  registrationId: Type.String({ pattern: '^EXP-\\d{8}$' }),
});
export type ExporterSignupResultDto = Static<typeof ExporterSignupResultSchema>;

/** One exporter of the compare table. */
export const CompareExporterSchema = Type.Object({
  id: Type.Integer(),
  companyName: Type.String(),
  logoUrl: NullableString(),
  isVerified: Type.Boolean(),
  isPremium: Type.Boolean(),
  city: NullableString(),
  country: Type.String(),
  establishedYear: NullableInteger(),
  yearsInBusiness: NullableInteger(),
  employeeCount: NullableString(),
  businessType: NullableString(),
  certifications: Type.Array(Type.String()),
  productCount: Type.Integer(),
  priceRange: Nullable(Type.Object({ min: Type.String(), max: Type.String() }), {
    description: 'USD, exact decimals as text, over the products with a price; null when none has one',
  }),
  minimumOrders: Type.Array(Type.String(), {
    description: 'Distinct minimum orders of its products, smallest first, up to 3',
  }),
  /** As on its card: null until it has enough inquiries. */
  ...responsiveness,
  verificationChecks: Type.Array(StringEnum(VERIFICATION_CHECKS), {
    description: 'The verification checks passed and not lapsed, in the ladder’s order',
  }),
});
export type CompareExporterDto = Static<typeof CompareExporterSchema>;

/** GET /api/exporters/compare: the public exporters asked for, in the order asked (others left out). */
export const CompareExportersSchema = Type.Object({ exporters: Type.Array(CompareExporterSchema) });
export type CompareExportersDto = Static<typeof CompareExportersSchema>;
