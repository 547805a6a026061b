import type { Incoterm, QuantityUnit, TradeCurrency, TemplateValues } from '@ped/contracts/options';

// The buyer's requirements as BuyerRequirementDto wants them: with the category's name and the
// number of responses, read through the buyer's index (buyer_requirements_buyer_idx).

const REQUIREMENT_COLUMNS = `
  r.id, r.title, r.description, r.category_id, c.name AS category_name, r.product_specifications,
  r.quantity, r.budget_range, r.timeline, r.delivery_location, r.payment_terms, r.certification_needs,
  r.is_public, r.status, r.expires_at, r.created_at, r.updated_at, r.spec_values,
  r.quantity_amount::float8 AS quantity_amount, r.quantity_unit, r.incoterm, r.destination,
  r.target_price::float8 AS target_price, r.target_currency, r.deadline::text AS deadline,
  (SELECT count(*)::int FROM catalog.requirement_responses rr WHERE rr.requirement_id = r.id) AS response_count,
  (SELECT count(*)::int FROM catalog.requirement_responses rr
    WHERE rr.requirement_id = r.id AND rr.status = 'pending') AS pending_response_count`;

/** $1: buyer user id, $2: how many. Newest first. */
export const BUYER_REQUIREMENTS_SQL = `
  SELECT ${REQUIREMENT_COLUMNS}
    FROM catalog.buyer_requirements r LEFT JOIN catalog.categories c ON c.id = r.category_id
   WHERE r.buyer_user_id = $1
   ORDER BY r.created_at DESC, r.id DESC LIMIT $2`;

/** One requirement of the buyer's; no row when it is another's or does not exist. $1: id, $2: buyer user id. */
export const BUYER_REQUIREMENT_SQL = `
  SELECT ${REQUIREMENT_COLUMNS}
    FROM catalog.buyer_requirements r LEFT JOIN catalog.categories c ON c.id = r.category_id
   WHERE r.id = $1 AND r.buyer_user_id = $2`;

export interface RequirementRow {
  id: number;
  title: string;
  description: string;
  category_id: number | null;
  category_name: string | null;
  product_specifications: string | null;
  quantity: string | null;
  budget_range: string | null;
  timeline: string | null;
  delivery_location: string | null;
  payment_terms: string | null;
  certification_needs: string[];
  is_public: boolean;
  status: 'active' | 'closed';
  expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
  spec_values: TemplateValues;
  quantity_amount: number | null;
  quantity_unit: QuantityUnit | null;
  incoterm: Incoterm | null;
  destination: string | null;
  target_price: number | null;
  target_currency: TradeCurrency | null;
  deadline: string | null;
  response_count: number;
  pending_response_count: number;
}
