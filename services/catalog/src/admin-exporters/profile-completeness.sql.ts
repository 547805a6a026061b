/** The profile fields completeness counts (whole percent of these filled). */
const TEXT_FIELDS = [
  'description',
  'contact_person',
  'phone',
  'website',
  'address',
  'city',
  'employee_count',
  'logo_url',
] as const;
export const PROFILE_COMPLETENESS_FIELDS = TEXT_FIELDS.length + 4;

/**
 * The share of an exporter's profile that is filled, 0–100 (whole percent), as SQL over `catalog.exporters`
 * aliased `alias`: description, contact person, phone, website, address, city, year established, employees,
 * logo, at least one certification, at least one category and at least one product. Computed when read
 * (two index probes a row), so it can never disagree with the profile.
 *
 * The probes are scalar subqueries, not EXISTS: PostgreSQL may plan an EXISTS in the select list as a hashed
 * subplan over the whole table, chosen from the row estimate before the LIMIT (the admin list's page read
 * all 125,000 category rows of the bench to fill 20 rows: ~45 ms instead of ~1 ms).
 */
export function profileCompleteness(alias: string): string {
  const has = (table: string) =>
    `((SELECT 1 FROM catalog.${table} t WHERE t.exporter_id = ${alias}.id LIMIT 1) IS NOT NULL)::int`;
  const filled = [
    ...TEXT_FIELDS.map((column) => `(nullif(btrim(${alias}.${column}), '') IS NOT NULL)::int`),
    `(${alias}.established_year IS NOT NULL)::int`,
    `(cardinality(${alias}.certifications) > 0)::int`,
    has('exporter_categories'),
    has('products'),
  ];
  return `round(100.0 * (${filled.join(' + ')}) / ${PROFILE_COMPLETENESS_FIELDS})::int`;
}
