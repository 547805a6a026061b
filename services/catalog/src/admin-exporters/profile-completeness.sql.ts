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
 */
export function profileCompleteness(alias: string): string {
  const filled = [
    ...TEXT_FIELDS.map((column) => `(nullif(btrim(${alias}.${column}), '') IS NOT NULL)::int`),
    `(${alias}.established_year IS NOT NULL)::int`,
    `(cardinality(${alias}.certifications) > 0)::int`,
    `(EXISTS (SELECT 1 FROM catalog.exporter_categories c WHERE c.exporter_id = ${alias}.id))::int`,
    `(EXISTS (SELECT 1 FROM catalog.products p WHERE p.exporter_id = ${alias}.id))::int`,
  ];
  return `round(100.0 * (${filled.join(' + ')}) / ${PROFILE_COMPLETENESS_FIELDS})::int`;
}
