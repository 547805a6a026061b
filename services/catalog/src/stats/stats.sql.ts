/**
 * The catalog's figures of GET /api/stats in one round trip (also run by the benchmark's baseline);
 * the exporter counts are cells of the trigger-maintained catalog.public_exporter_counts; the buyers'
 * countries are counted over one row per buyer, as spelt (letter case and spaces aside).
 */
export const CATALOG_STATS_SQL = `
  SELECT
    (SELECT coalesce(sum(exporters), 0)::int FROM catalog.public_exporter_counts
      WHERE category_id = 0 AND is_verified) AS "verifiedExporters",
    (SELECT count(*)::int FROM catalog.categories) AS "totalCategories",
    (SELECT coalesce(sum(exporters), 0)::int FROM catalog.public_exporter_counts
      WHERE category_id = 0) AS "totalExporters",
    (SELECT count(DISTINCT lower(btrim(country)))::int FROM catalog.buyer_countries
      WHERE btrim(country) <> '') AS "buyerCountries"`;
