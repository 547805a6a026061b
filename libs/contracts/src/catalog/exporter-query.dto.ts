import { queryNumber } from '../common/transforms.js';
import { PageLimit, PageOffset } from '../common/pagination.js';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  CERTIFICATIONS,
  CITIES,
  EXPORTER_BUSINESS_TYPES,
  LIST_SORTS,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  type ListSort,
} from '../options/catalog.constants.js';
import { MAX_INT4 } from '../common/limits.js';
import { PathId } from '../common/path-id.js';
import { rules } from '../common/rules.js';

/** The deepest page offset served: deeper offsets cost a scan and no person pages that far. */
export const MAX_EXPORTER_OFFSET = 10_000;
export const MAX_SEARCH_LENGTH = 200;

/** Query strings leave an empty field as "": treat it as absent, as the browse form means it. */
const emptyAsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
/** Path and query values arrive as text (the service gets them again as numbers); "" takes the default. */
/** `verified=true` filters; `verified=false` or an empty value means no filter. */
const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' || value === true
    ? true
    : value === 'false' || value === false || value === ''
      ? undefined
      : value;

/**
 * The browse page's filters, each one's transform and rules: the list query applies them and so do a
 * buyer's saved searches (SavedSearchFilters), so a saved filter is valid exactly when the page's is.
 */
export const BrowseFilter = {
  search: () =>
    rules(
      Transform(emptyAsAbsent),
      IsOptional(),
      IsString({ message: 'search must be text' }),
      MaxLength(MAX_SEARCH_LENGTH, { message: `search must be at most ${MAX_SEARCH_LENGTH} characters` }),
    ),
  categoryId: () =>
    rules(
      Transform(queryNumber()),
      IsOptional(),
      IsInt({ message: 'categoryId must be a whole number' }),
      Min(1, { message: 'categoryId must be a whole number' }),
      Max(MAX_INT4, { message: `categoryId must not be greater than ${MAX_INT4}` }),
    ),
  city: () =>
    rules(
      Transform(emptyAsAbsent),
      IsOptional(),
      IsIn(CITIES, { message: `city must be one of: ${CITIES.join(', ')}` }),
    ),
  verified: () =>
    rules(Transform(toBoolean), IsOptional(), IsBoolean({ message: 'verified must be true or false' })),
  businessType: () =>
    rules(
      Transform(emptyAsAbsent),
      IsOptional(),
      IsIn(EXPORTER_BUSINESS_TYPES, {
        message: `businessType must be one of: ${EXPORTER_BUSINESS_TYPES.join(', ')}`,
      }),
    ),
  certification: () =>
    rules(
      Transform(emptyAsAbsent),
      IsOptional(),
      IsIn(CERTIFICATIONS, { message: `certification must be one of: ${CERTIFICATIONS.join(', ')}` }),
    ),
  maxMinimumOrder: () =>
    rules(
      Transform(queryNumber()),
      IsOptional(),
      IsInt({ message: 'maxMinimumOrder must be a whole number' }),
      Min(1, { message: 'maxMinimumOrder must be at least 1' }),
      Max(MAX_INT4, { message: `maxMinimumOrder must not be greater than ${MAX_INT4}` }),
    ),
  responseRate: () =>
    rules(
      Transform(queryNumber()),
      IsOptional(),
      IsInt({ message: 'responseRate must be a whole number' }),
      Min(1, { message: 'responseRate must be between 1 and 100' }),
      Max(100, { message: 'responseRate must be between 1 and 100' }),
    ),
  sort: () =>
    rules(
      Transform(emptyAsAbsent),
      IsOptional(),
      IsIn(LIST_SORTS, { message: `sort must be one of: ${LIST_SORTS.join(', ')}` }),
    ),
};

/**
 * GET /api/exporters and GET /api/products: approved exporters (or their products), filtered,
 * searched, ordered and paged. Every field is kept in the browse page's URL.
 */
export class ListExportersQuery {
  @PageLimit(PAGE_SIZE, MAX_PAGE_SIZE)
  limit: number = PAGE_SIZE;

  @PageOffset(MAX_EXPORTER_OFFSET)
  offset: number = 0;

  @BrowseFilter.search()
  search?: string;

  /** true: search the words as typed ("search instead for surgicle"), without spelling correction. */
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean({ message: 'exact must be true or false' })
  exact?: boolean;

  @BrowseFilter.categoryId()
  categoryId?: number;

  @BrowseFilter.city()
  city?: string;

  @BrowseFilter.verified()
  verified?: boolean;

  @BrowseFilter.businessType()
  businessType?: string;

  @BrowseFilter.certification()
  certification?: string;

  /** Only exporters (products) with a product whose minimum order is at most this quantity. */
  @BrowseFilter.maxMinimumOrder()
  maxMinimumOrder?: number;

  /** Only exporters with at least this response rate (percent); exporters without one are left out. */
  @BrowseFilter.responseRate()
  responseRate?: number;

  @BrowseFilter.sort()
  sort?: ListSort;
}

/** GET /api/exporters/sponsored: the labelled Sponsored slot of a browse or category page. */
export class SponsoredExportersQuery {
  @Transform(queryNumber())
  @IsOptional()
  @IsInt({ message: 'categoryId must be a whole number' })
  @Min(1, { message: 'categoryId must be a whole number' })
  @Max(MAX_INT4, { message: `categoryId must not be greater than ${MAX_INT4}` })
  categoryId?: number;

  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsIn(CITIES, { message: `city must be one of: ${CITIES.join(', ')}` })
  city?: string;

  /** The page of the list beside the slot: each page shows the next sponsors in turn. */
  @Transform(queryNumber(1))
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(MAX_INT4, { message: `page must not be greater than ${MAX_INT4}` })
  page: number = 1;
}

/** GET /api/exporters/{id} and /api/exporters/{id}/products. */
export class ExporterIdParams {
  @PathId('Exporter')
  id: number;
}
