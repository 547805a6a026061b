import type {
  OpenRequirementDto,
  QuotationDto,
  QuotingExporterDto,
  RequirementResponseDto,
} from '@ped/contracts/catalog';
import type {
  Incoterm,
  QuantityUnit,
  QuoteCurrency,
  RequirementStatus,
  ResponseStatus,
  TemplateField,
  TemplateValues,
  VerificationCheck,
} from '@ped/contracts/options';

/*
 * The reads of buying requests. "Open" is one condition everywhere: active, public and not expired.
 * numeric columns are read as float8 (numbers), dates as text (YYYY-MM-DD).
 */

/** An open requirement, over the alias `r`. */
export const OPEN = `r.status = 'active' AND r.is_public AND (r.expires_at IS NULL OR r.expires_at > now())`;

const REQUIREMENT_COLUMNS = `
  r.id, r.buyer_user_id, r.title, r.description, r.category_id, c.name AS category_name,
  COALESCE(t.fields, '[]'::jsonb) AS template_fields, r.spec_values,
  r.quantity_amount::float8 AS quantity_amount, r.quantity_unit, r.incoterm, r.destination,
  r.target_price::float8 AS target_price, r.target_currency, r.deadline::text AS deadline, r.expires_at,
  r.quantity, r.budget_range, r.timeline, r.payment_terms, r.certification_needs, r.created_at,
  (${OPEN}) AS is_open,
  b.country AS buyer_country, b.business_type AS buyer_business_type,
  COALESCE(b.is_verified, false) AS buyer_verified, b.company_name AS buyer_company,
  NULLIF(concat_ws(' ', b.first_name, b.last_name), '') AS buyer_contact, b.email AS buyer_email`;

const REQUIREMENT_FROM = `
  FROM catalog.buyer_requirements r
  LEFT JOIN catalog.categories c ON c.id = r.category_id
  LEFT JOIN catalog.requirement_templates t ON t.category_slug = c.slug
  LEFT JOIN catalog.buyer_directory b ON b.buyer_user_id = r.buyer_user_id`;

/**
 * A page of open requirements, newest first (buyer_requirements_open_idx, or _open_category_idx with a
 * category): `where` adds the category and search conditions over parameters from $3 on.
 */
export const openRequirementsSql = (where: string) => `
  SELECT ${REQUIREMENT_COLUMNS} ${REQUIREMENT_FROM}
   WHERE ${OPEN}${where}
   ORDER BY r.created_at DESC, r.id DESC LIMIT $1 OFFSET $2`;

export const openRequirementsCountSql = (where: string) => `
  SELECT count(*)::int AS total FROM catalog.buyer_requirements r WHERE ${OPEN}${where}`;

/** One requirement an exporter may read: open, or one it quoted. $1: id, $2: exporter id. */
export const EXPORTER_REQUIREMENT_SQL = `
  SELECT ${REQUIREMENT_COLUMNS} ${REQUIREMENT_FROM}
   WHERE r.id = $1
     AND ((${OPEN}) OR EXISTS (SELECT 1 FROM catalog.requirement_responses rr
                                 WHERE rr.requirement_id = r.id AND rr.exporter_id = $2))`;

export const RESPONSE_COLUMNS = `
  rr.id, rr.requirement_id, rr.exporter_id, rr.message, rr.unit_price::float8 AS unit_price, rr.currency,
  rr.unit, rr.price_tiers, rr.minimum_order::float8 AS minimum_order, rr.lead_time_days, rr.incoterm,
  rr.port_of_loading, rr.valid_until::text AS valid_until, rr.attachments, rr.status, rr.decline_reason,
  rr.decided_at, rr.created_at, rr.updated_at`;

/** The exporter's quotations to some requirements. $1: exporter id, $2: requirement ids. */
export const MY_RESPONSES_TO_SQL = `
  SELECT ${RESPONSE_COLUMNS} FROM catalog.requirement_responses rr
   WHERE rr.exporter_id = $1 AND rr.requirement_id = ANY($2::int[])`;

/** The exporter's quotations, newest first, with their requirements. $1: exporter id, $2: how many. */
export const MY_RESPONSES_SQL = `
  SELECT ${RESPONSE_COLUMNS}, r.title AS requirement_title, c.name AS category_name,
         r.status AS requirement_status, (${OPEN}) AS is_open, r.deadline::text AS deadline
    FROM catalog.requirement_responses rr
    JOIN catalog.buyer_requirements r ON r.id = rr.requirement_id
    LEFT JOIN catalog.categories c ON c.id = r.category_id
   WHERE rr.exporter_id = $1
   ORDER BY rr.created_at DESC, rr.id DESC LIMIT $2`;

/** The exporter's first quotations this calendar month (UTC). $1: exporter id. */
export const QUOTES_THIS_MONTH_SQL = `
  SELECT count(*)::int AS n FROM catalog.requirement_responses
   WHERE exporter_id = $1
     AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

/**
 * The quotations to a requirement with their exporters as the buyer compares them, oldest first (or the
 * one `$3` when given). $1: requirement id, $2: months a verification check holds, $3: response id or null.
 */
export const BUYER_RESPONSES_SQL = `
  SELECT ${RESPONSE_COLUMNS}, e.company_name, e.logo_url, e.city, e.business_type,
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

export interface RequirementReadRow {
  id: number;
  buyer_user_id: number;
  title: string;
  description: string;
  category_id: number | null;
  category_name: string | null;
  template_fields: TemplateField[];
  spec_values: TemplateValues;
  quantity_amount: number | null;
  quantity_unit: QuantityUnit | null;
  incoterm: Incoterm | null;
  destination: string | null;
  target_price: number | null;
  target_currency: QuoteCurrency | null;
  deadline: string | null;
  expires_at: Date | null;
  quantity: string | null;
  budget_range: string | null;
  timeline: string | null;
  payment_terms: string | null;
  certification_needs: string[];
  created_at: Date;
  is_open: boolean;
  buyer_country: string | null;
  buyer_business_type: string | null;
  buyer_verified: boolean;
  buyer_company: string | null;
  buyer_contact: string | null;
  buyer_email: string | null;
}

export interface ResponseRow {
  id: number;
  requirement_id: number;
  exporter_id: number;
  message: string;
  unit_price: number;
  currency: QuoteCurrency;
  unit: QuantityUnit;
  price_tiers: { minQuantity: number; unitPrice: number }[];
  minimum_order: number | null;
  lead_time_days: number;
  incoterm: Incoterm;
  port_of_loading: string | null;
  valid_until: string;
  attachments: string[];
  status: ResponseStatus;
  decline_reason: string | null;
  decided_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface MyResponseRow extends ResponseRow {
  requirement_title: string;
  category_name: string | null;
  requirement_status: RequirementStatus;
  is_open: boolean;
  deadline: string | null;
}

export interface BuyerResponseRow extends ResponseRow {
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

export function toQuotationDto(row: ResponseRow): QuotationDto {
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

export function toResponseDto(row: ResponseRow): RequirementResponseDto {
  return {
    id: row.id,
    requirementId: row.requirement_id,
    exporterId: row.exporter_id,
    message: row.message,
    quotation: toQuotationDto(row),
    attachments: row.attachments,
    status: row.status,
    declineReason: row.decline_reason,
    decidedAt: row.decided_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toQuotingExporter(row: BuyerResponseRow, now: Date): QuotingExporterDto {
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

/** The requirement as an exporter sees it: the buyer's identity only when `revealed`. */
export function toOpenRequirementDto(
  row: RequirementReadRow,
  myResponse: RequirementResponseDto | null,
): OpenRequirementDto {
  const revealed = myResponse?.status === 'accepted';
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    categoryId: row.category_id,
    categoryName: row.category_name,
    templateFields: row.template_fields,
    specValues: row.spec_values,
    quantityAmount: row.quantity_amount,
    quantityUnit: row.quantity_unit,
    incoterm: row.incoterm,
    destination: row.destination,
    targetPrice: row.target_price,
    targetCurrency: row.target_currency,
    deadline: row.deadline,
    expiresAt: row.expires_at?.toISOString() ?? null,
    quantity: row.quantity,
    budgetRange: row.budget_range,
    timeline: row.timeline,
    paymentTerms: row.payment_terms,
    certificationNeeds: row.certification_needs,
    postedAt: row.created_at.toISOString(),
    isOpen: row.is_open,
    buyer: {
      country: row.buyer_country,
      businessType: row.buyer_business_type,
      isVerified: row.buyer_verified,
      revealed,
      companyName: revealed ? row.buyer_company : null,
      contactName: revealed ? row.buyer_contact : null,
      email: revealed ? row.buyer_email : null,
    },
    myResponse,
  };
}
