import type { ExporterStatus } from '../options/catalog.constants.js';

/** An exporter as the public list pages show it: flat, no contact details. */
export interface ExporterListItemDto {
  id: number;
  companyName: string;
  description: string | null;
  city: string | null;
  country: string;
  establishedYear: number | null;
  logoUrl: string | null;
  certifications: string[];
  isVerified: boolean;
  isPremium: boolean;
  businessType: string | null;
  categoryIds: number[];
  /**
   * Share (percent, 0-100) of the inquiries and conversations of the last 90 days answered within 24
   * hours, and the median minutes to the first answer; null until there are at least 5 of them.
   */
  responseRate: number | null;
  medianResponseMinutes: number | null;
  /** In a search: up to MATCHED_PRODUCTS_PER_EXPORTER of its products that match the words. */
  matchedProducts?: MatchedProductDto[];
}

/** A product on a search's exporter card: what matched, its price per unit and minimum order. */
export interface MatchedProductDto {
  id: number;
  name: string;
  /** USD as exact decimal text; null when on request. */
  price: string | null;
  unit: string | null;
  minimumOrder: string | null;
}

/** GET /api/exporters/sponsored: premium members' placement, shown apart from the ranked list. */
export interface SponsoredExportersDto {
  exporters: ExporterListItemDto[];
}

/** GET /api/exporters */
export interface ExporterListDto {
  exporters: ExporterListItemDto[];
  /** Every match; for a search with more matches than SEARCH_RESULT_LIMIT, that limit. */
  total: number;
  /** True when a search matched more exporters than `total` (shown as "500+"). */
  totalCapped: boolean;
  /** The search as it was run, when misspelt words were corrected ("basmati rise" → "basmati rice"). */
  correctedSearch?: string;
  /** With a correction: others as near that find exporters too, offered as "Did you mean" ("towls": towel). */
  searchAlternatives?: string[];
}

/** A product of GET /api/products, with the exporter that offers it. */
/** A product in a list shows its cover only. */
export interface ProductListItemDto extends Omit<ProductDto, 'exporterId' | 'createdAt' | 'images'> {
  exporter: {
    id: number;
    companyName: string;
    city: string | null;
    logoUrl: string | null;
    isVerified: boolean;
  };
}

/** GET /api/products: the browse page's product view, with the same filters as the exporter list. */
export interface ProductListDto {
  products: ProductListItemDto[];
  /** Every match, counted up to SEARCH_RESULT_LIMIT (then totalCapped). */
  total: number;
  totalCapped: boolean;
  correctedSearch?: string;
}

/** GET /api/exporters/{id}: the public profile (approved exporters only). */
export interface ExporterDto extends ExporterListItemDto {
  contactPerson: string | null;
  email: string;
  phone: string | null;
  website: string | null;
  address: string | null;
  employeeCount: string | null;
  status: ExporterStatus;
  productCount: number;
  createdAt: string;
}

/** GET /api/exporters/{id}/products */
export interface ProductDto {
  id: number;
  exporterId: number;
  name: string;
  description: string | null;
  categoryId: number | null;
  /** The cover: the first of `images`, null when there is none. */
  imageUrl: string | null;
  /** Every picture, the cover first. */
  images: string[];
  /** Decimal in USD as a string (exact), e.g. "12.50"; null when on request. */
  price: string | null;
  unit: string | null;
  minimumOrder: string | null;
  createdAt: string;
}

/** GET /api/stats (composed by the gateway from catalog and messaging). */
/** GET /api/stats: the live figures every page that speaks of the directory shows (none is made up). */
export interface PublicStatsDto {
  verifiedExporters: number;
  totalCategories: number;
  /** Inquiries of the last 30 days (messaging's count). */
  totalContacts: number;
  totalExporters: number;
  /** Countries the buyers who completed a profile named (catalog's read model of identity's events). */
  buyerCountries: number;
}

/** POST /api/exporter/signup answers 201 with the registration id the success page shows. */
export interface ExporterSignupResultDto {
  registrationId: string;
}
