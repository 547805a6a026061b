import type { VerificationCheck } from '@ped/contracts/options';

// The compare table's read: public exporters by id, in the order asked, with their product figures.

/**
 * $1: the ids (int[]) in the order asked; ids that are unknown or not public give no row. Per exporter:
 * its product count, the price range over products with a price (USD, exact decimal text) and up to 3
 * distinct minimum orders, smallest first (products_minimum_order_idx); its response figures and the checks it
 * passed (lapsed ones included: verification.rule.ts filters them).
 */
export const COMPARE_EXPORTERS_SQL = `
  SELECT e.id, e.company_name, e.logo_url, e.is_verified, e.is_premium, e.city, e.country,
         e.established_year, e.employee_count, e.business_type, e.certifications,
         pr.product_count, pr.min_price, pr.max_price,
         ARRAY(SELECT m.minimum_order FROM catalog.products m
                WHERE m.exporter_id = e.id AND m.minimum_order IS NOT NULL AND m.minimum_order <> ''
                GROUP BY m.minimum_order
                ORDER BY min(m.minimum_order_quantity) NULLS LAST, m.minimum_order
                LIMIT 3) AS minimum_orders,
         e.response_rate, e.median_response_minutes,
         (SELECT COALESCE(json_agg(json_build_object('check', v.checklist_item, 'approvedAt', v.completed_at)),
                          '[]'::json)
            FROM catalog.verification_checklists v
           WHERE v.exporter_id = e.id AND v.is_completed AND v.completed_at IS NOT NULL) AS passed_checks
    FROM unnest($1::int[]) WITH ORDINALITY AS asked(id, position)
    JOIN catalog.exporters e ON e.id = asked.id AND e.status = 'approved'
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS product_count, min(p.price)::text AS min_price, max(p.price)::text AS max_price
        FROM catalog.products p WHERE p.exporter_id = e.id) pr
   ORDER BY asked.position`;

export interface CompareExporterRow {
  id: number;
  company_name: string;
  logo_url: string | null;
  is_verified: boolean;
  is_premium: boolean;
  city: string | null;
  country: string;
  established_year: number | null;
  employee_count: string | null;
  business_type: string | null;
  certifications: string[];
  product_count: number;
  min_price: string | null;
  max_price: string | null;
  minimum_orders: string[];
  response_rate: string | null;
  median_response_minutes: number | null;
  passed_checks: { check: VerificationCheck; approvedAt: string }[];
}
