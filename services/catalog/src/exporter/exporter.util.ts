import type {
  CompareExporterDto,
  ExporterChangedEvent,
  ExporterDto,
  ExporterListDto,
  ExporterListItemDto,
  MatchedProductDto,
  ProductDto,
} from '@ped/contracts/catalog';
import {
  SEARCH_RESULT_LIMIT,
  VERIFICATION_CHECKS,
  type ExporterPlanTier,
  type ExporterStatus,
} from '@ped/contracts/options';
import type { EntityManager } from 'typeorm';
import type { CompareExporterRow } from './exporter-compare.sql.js';
import { EXPORTER_EVENT_EXTRAS_SQL, type ExporterEventExtrasRow } from './exporter-event.sql.js';
import type { Exporter } from './exporter.entity.js';
import type { Product } from './product.entity.js';
import { currentChecks } from '../verification/verification.rule.js';

/** A row of the public list queries (snake_case, as PostgreSQL returns it). */
export interface ExporterListRow {
  id: number;
  company_name: string;
  description: string | null;
  city: string | null;
  country: string;
  established_year: number | null;
  logo_url: string | null;
  certifications: string[];
  is_verified: boolean;
  is_premium: boolean;
  business_type: string | null;
  category_ids: number[];
  /** The published response figures (numeric as text); null below the samples they need. */
  response_rate: string | null;
  median_response_minutes: number | null;
  /** Searches only (matchedProducts in exporter-list.sql.ts). */
  matched_products?: MatchedProductDto[];
}

/** A row of the list statement (exporterListSql): an exporter and the total, or the total alone. */
export type ExporterListPageRow = { total: number } & (ExporterListRow | { id: null });

export interface ExporterProfileRow extends ExporterListRow {
  contact_person: string | null;
  email: string;
  phone: string | null;
  website: string | null;
  address: string | null;
  employee_count: string | null;
  status: ExporterStatus;
  product_count: number;
  created_at: Date;
}

export function toExporterListItemDto(row: ExporterListRow): ExporterListItemDto {
  return {
    id: row.id,
    companyName: row.company_name,
    description: row.description,
    city: row.city,
    country: row.country,
    establishedYear: row.established_year,
    logoUrl: row.logo_url,
    certifications: row.certifications,
    isVerified: row.is_verified,
    isPremium: row.is_premium,
    businessType: row.business_type,
    categoryIds: row.category_ids,
    responseRate: row.response_rate === null ? null : Number(row.response_rate),
    medianResponseMinutes: row.median_response_minutes,
    ...(row.matched_products ? { matchedProducts: row.matched_products } : {}),
  };
}

/**
 * One list page. `typed` is the normalised search and `searched` what ran after spelling
 * correction (both null without a search), `alternatives` the other corrections as near that find
 * exporters too ("Did you mean"); `countCapped`: the count stops one past
 * SEARCH_RESULT_LIMIT (searches and filtered or re-ordered browsing), so more means "500+".
 */
export function toExporterListDto(
  rows: ExporterListPageRow[],
  typed: string | null,
  searched: string | null,
  countCapped: boolean,
  alternatives: string[] = [],
): ExporterListDto {
  const counted = rows[0]?.total ?? 0;
  const totalCapped = countCapped && counted > SEARCH_RESULT_LIMIT;
  return {
    exporters: rows
      .filter((row): row is ExporterListRow & { total: number } => row.id !== null)
      .map(toExporterListItemDto),
    total: totalCapped ? SEARCH_RESULT_LIMIT : counted,
    totalCapped,
    ...(searched !== null && searched !== typed ? { correctedSearch: searched } : {}),
    ...(searched !== typed && alternatives.length > 0 ? { searchAlternatives: alternatives } : {}),
  };
}

export function toExporterDto(row: ExporterProfileRow): ExporterDto {
  return {
    ...toExporterListItemDto(row),
    contactPerson: row.contact_person,
    email: row.email,
    phone: row.phone,
    website: row.website,
    address: row.address,
    employeeCount: row.employee_count,
    status: row.status,
    productCount: row.product_count,
    createdAt: row.created_at.toISOString(),
  };
}

/** A row of PUBLIC_PRODUCTS_SQL: a product, or nulls for a public exporter without products. */
export type ProductListRow = Product | { id: null };

/** The products of PUBLIC_PRODUCTS_SQL's rows (which must not be empty: no row means not public). */
export function toProductList(rows: ProductListRow[]): ProductDto[] {
  return rows.filter((row): row is Product => row.id !== null).map(toProductDto);
}

export function toProductDto(row: Product): ProductDto {
  return {
    id: row.id,
    exporterId: row.exporterId,
    name: row.name,
    description: row.description,
    categoryId: row.categoryId,
    imageUrl: row.imageUrl,
    images: row.images,
    price: row.price,
    unit: row.unit,
    minimumOrder: row.minimumOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What an exporter event carries beyond the entity: its categories (and the plan as the trigger left it). */
export interface ExporterEventExtras {
  categoryIds: number[];
  plan: ExporterPlanTier;
  planSince: Date | null;
}

/** The payload of `catalog.exporter.created|updated|deleted`: the exporter's whole current state. */
export function toExporterChangedEvent(row: Exporter, extras: ExporterEventExtras): ExporterChangedEvent {
  return {
    id: row.id,
    companyName: row.companyName,
    userId: row.userId,
    logoUrl: row.logoUrl,
    city: row.city,
    status: row.status,
    isVerified: row.isVerified,
    isPremium: extras.plan !== 'basic',
    email: row.email,
    contactPerson: row.contactPerson,
    plan: extras.plan,
    planSince: extras.planSince?.toISOString() ?? null,
    categoryIds: extras.categoryIds,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The event of `exporter` as saved in `manager`'s transaction: reads its categories, and its plan as the
 * database keeps it (the plan trigger may have moved it). Call before deleting the row.
 */
export async function exporterChangedEvent(
  manager: EntityManager,
  exporter: Exporter,
): Promise<ExporterChangedEvent> {
  const [extras]: ExporterEventExtrasRow[] = await manager.query(EXPORTER_EVENT_EXTRAS_SQL, [exporter.id]);
  return toExporterChangedEvent(exporter, {
    categoryIds: extras?.category_ids ?? [],
    plan: extras?.plan ?? exporter.plan,
    planSince: extras ? extras.plan_since : exporter.planSince,
  });
}

/** A compare table's column; years in business count from the year established to `now`'s year. */
export function toCompareExporterDto(row: CompareExporterRow, now: Date): CompareExporterDto {
  return {
    id: row.id,
    companyName: row.company_name,
    logoUrl: row.logo_url,
    isVerified: row.is_verified,
    isPremium: row.is_premium,
    city: row.city,
    country: row.country,
    establishedYear: row.established_year,
    yearsInBusiness:
      row.established_year === null ? null : Math.max(0, now.getUTCFullYear() - row.established_year),
    employeeCount: row.employee_count,
    businessType: row.business_type,
    certifications: row.certifications,
    productCount: row.product_count,
    priceRange:
      row.min_price === null || row.max_price === null ? null : { min: row.min_price, max: row.max_price },
    minimumOrders: row.minimum_orders,
    responseRate: row.response_rate === null ? null : Number(row.response_rate),
    medianResponseMinutes: row.median_response_minutes,
    verificationChecks: currentChecks(
      row.passed_checks.map((passed) => ({ check: passed.check, approvedAt: new Date(passed.approvedAt) })),
      now,
    )
      .map((passed) => passed.check)
      .sort((a, b) => VERIFICATION_CHECKS.indexOf(a) - VERIFICATION_CHECKS.indexOf(b)),
  };
}
