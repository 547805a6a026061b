import type { QuotationTermsDto, QuotingExporterDto, QuotationDto } from '@ped/contracts/catalog';
import type {
  Incoterm,
  QuantityUnit,
  TradeCurrency,
  RequirementStatus,
  QuotationStatus,
  VerificationCheck,
} from '@ped/contracts/options';
import { OPEN } from '../requirements/open-requirements.sql.js';

/* The reads and writes of quotations; numeric columns are read as float8 (numbers), dates as text (YYYY-MM-DD). */

export const QUOTATION_COLUMNS = `
  rr.id, rr.requirement_id, rr.exporter_id, rr.message, rr.unit_price::float8 AS unit_price, rr.currency,
  rr.unit, rr.price_tiers, rr.minimum_order::float8 AS minimum_order, rr.lead_time_days, rr.incoterm,
  rr.port_of_loading, rr.valid_until::text AS valid_until, rr.attachments, rr.status, rr.decline_reason,
  rr.decided_at, rr.created_at, rr.updated_at`;

/** The exporter's quotations to some requirements. $1: exporter id, $2: requirement ids. */
export const MY_QUOTATIONS_TO_SQL = `
  SELECT ${QUOTATION_COLUMNS} FROM catalog.requirement_responses rr
   WHERE rr.exporter_id = $1 AND rr.requirement_id = ANY($2::int[])`;

/** The exporter's quotations, newest first, with their requirements. $1: exporter id, $2: how many. */
export const MY_QUOTATIONS_SQL = `
  SELECT ${QUOTATION_COLUMNS}, r.title AS requirement_title, c.name AS category_name,
         r.status AS requirement_status, (${OPEN}) AS is_open, r.deadline::text AS deadline
    FROM catalog.requirement_responses rr
    JOIN catalog.buyer_requirements r ON r.id = rr.requirement_id
    LEFT JOIN catalog.categories c ON c.id = r.category_id
   WHERE rr.exporter_id = $1
   ORDER BY rr.created_at DESC, rr.id DESC LIMIT $2`;

/** The exporter's first quotations this calendar month (UTC). $1: exporter id. */
export const QUOTATIONS_THIS_MONTH_SQL = `
  SELECT count(*)::int AS n FROM catalog.requirement_responses
   WHERE exporter_id = $1
     AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

/**
 * The quotations to a requirement with their exporters as the buyer compares them, oldest first (or the
 * one `$3` when given). $1: requirement id, $2: months a verification check holds, $3: response id or null.
 */
export const BUYER_QUOTATIONS_SQL = `
  SELECT ${QUOTATION_COLUMNS}, e.company_name, e.logo_url, e.city, e.business_type,
         e.status = 'approved' AS is_listed, e.is_verified, e.is_premium, e.established_year,
         m.response_rate::float8 AS response_rate, m.avg_response_time AS median_response_minutes,
         ARRAY(SELECT v.checklist_item FROM catalog.verification_checklists v
                WHERE v.exporter_id = e.id AND v.is_completed
                  AND v.completed_at > now() - make_interval(months => $2)
                ORDER BY v.checklist_item) AS checks
    FROM catalog.requirement_responses rr
    JOIN catalog.exporters e ON e.id = rr.exporter_id
    LEFT JOIN catalog.exporter_metrics m ON m.exporter_id = e.id
   WHERE rr.requirement_id = $1 AND ($3::int IS NULL OR rr.id = $3)
   ORDER BY rr.created_at, rr.id`;

/** Exporter $2's quotation to requirement $1 ($3–$13: quotationValues); returns it. */
export const INSERT_QUOTATION_SQL = `INSERT INTO catalog.requirement_responses AS rr
       (requirement_id, exporter_id, message, unit_price, currency, unit, price_tiers, minimum_order,
        lead_time_days, incoterm, port_of_loading, valid_until, attachments, quotation)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, NULL)
     RETURNING ${QUOTATION_COLUMNS}`;

/** Quotation $1 changed to $2–$12 (quotationValues); returns it. */
export const UPDATE_QUOTATION_SQL = `UPDATE catalog.requirement_responses AS rr
        SET message = $2, unit_price = $3, currency = $4, unit = $5, price_tiers = $6, minimum_order = $7,
            lead_time_days = $8, incoterm = $9, port_of_loading = $10, valid_until = $11, attachments = $12,
            updated_at = now()
      WHERE rr.id = $1 RETURNING ${QUOTATION_COLUMNS}`;

export interface QuotationRow {
  id: number;
  requirement_id: number;
  exporter_id: number;
  message: string;
  unit_price: number;
  currency: TradeCurrency;
  unit: QuantityUnit;
  price_tiers: { minQuantity: number; unitPrice: number }[];
  minimum_order: number | null;
  lead_time_days: number;
  incoterm: Incoterm;
  port_of_loading: string | null;
  valid_until: string;
  attachments: string[];
  status: QuotationStatus;
  decline_reason: string | null;
  decided_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface MyQuotationRow extends QuotationRow {
  requirement_title: string;
  category_name: string | null;
  requirement_status: RequirementStatus;
  is_open: boolean;
  deadline: string | null;
}

export interface BuyerQuotationRow extends QuotationRow {
  company_name: string;
  logo_url: string | null;
  city: string | null;
  business_type: string | null;
  is_listed: boolean;
  is_verified: boolean;
  is_premium: boolean;
  established_year: number | null;
  response_rate: number | null;
  median_response_minutes: number | null;
  checks: VerificationCheck[];
}

export function toQuotationTerms(row: QuotationRow): QuotationTermsDto {
  return {
    unitPrice: row.unit_price,
    currency: row.currency,
    unit: row.unit,
    priceTiers: row.price_tiers,
    minimumOrder: row.minimum_order,
    leadTimeDays: row.lead_time_days,
    incoterm: row.incoterm,
    portOfLoading: row.port_of_loading,
    validUntil: row.valid_until,
  };
}

export function toQuotationDto(row: QuotationRow): QuotationDto {
  return {
    id: row.id,
    requirementId: row.requirement_id,
    exporterId: row.exporter_id,
    message: row.message,
    quotation: toQuotationTerms(row),
    attachments: row.attachments,
    status: row.status,
    declineReason: row.decline_reason,
    decidedAt: row.decided_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toQuotingExporter(row: BuyerQuotationRow, now: Date): QuotingExporterDto {
  return {
    id: row.exporter_id,
    companyName: row.company_name,
    logoUrl: row.logo_url,
    city: row.city,
    businessType: row.business_type,
    isListed: row.is_listed,
    isVerified: row.is_verified,
    isPremium: row.is_premium,
    verificationChecks: row.checks,
    responseRate: row.response_rate,
    medianResponseMinutes: row.median_response_minutes,
    yearsInBusiness:
      row.established_year === null ? null : Math.max(0, now.getUTCFullYear() - row.established_year),
  };
}
