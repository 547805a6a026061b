import type { OpenRequirementDto, QuotationDto } from '@ped/contracts/catalog';
import type {
  Incoterm,
  QuantityUnit,
  TradeCurrency,
  TemplateField,
  TemplateValues,
} from '@ped/contracts/options';

/*
 * The reads of requirements as exporters see them. "Open" is one condition everywhere: active, public and not expired.
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
  target_currency: TradeCurrency | null;
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

/** The requirement as an exporter sees it: the buyer's identity only when `revealed`. */
export function toOpenRequirementDto(
  row: RequirementReadRow,
  myResponse: QuotationDto | null,
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
