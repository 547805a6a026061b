// Bulk seed of the buyers' side of the catalogue for the benchmark: for buyer ids 1..N (identity's
// buyer user ids; the bench signs up its buyers on a fresh identity schema, so theirs are the first),
// `requirements` buying requirements, `saved` saved exporters (distinct, approved) and `searches` saved
// searches each, in set-based INSERTs. Catalog keeps no foreign key to identity, so the rows need no
// accounts; the benchmarked buyers get theirs through the gateway.
import pg from 'pg';

/** Saved searches, taken in turn: a word, a category in a city, verified in a city. */
const SEARCHES = [
  `jsonb_build_object('search', 'cotton')`,
  `jsonb_build_object('categoryId', c.ids[1 + (b % cardinality(c.ids))], 'city', 'Sialkot')`,
  `jsonb_build_object('verified', true, 'city', 'Karachi')`,
];

/**
 * @param {string} databaseUrl a catalogue seeded by seedCatalogue
 * @param {{ buyers: number, requirements: number, saved: number, searches: number, log?: (line: string) => void }} size
 */
export async function seedBuyers(databaseUrl, { buyers, requirements, saved, searches, log = () => {} }) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'ped-bench-seed-buyers' });
  await client.connect();
  const step = async (name, sql, values) => {
    const started = Date.now();
    const { rowCount } = await client.query(sql, values);
    log(`  ${name}: ${rowCount} rows, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    await client.query(`SET synchronous_commit = off; SET jit = off; SET work_mem = '128MB'`);
    await step(
      `${requirements} requirements per buyer`,
      `INSERT INTO catalog.buyer_requirements
         (buyer_user_id, title, description, category_id, quantity, budget_range, timeline,
          delivery_location, payment_terms, status, is_public, expires_at, created_at, updated_at,
          quantity_amount, quantity_unit, incoterm, destination, deadline)
       SELECT b, 'Requirement ' || r || ' of buyer ' || b,
              'Looking for a reliable supplier: quality samples first, then a trial order and monthly shipments.',
              c.ids[1 + ((b + r) % cardinality(c.ids))], (100 * r) || ' units', 'USD 5,000 - 20,000',
              '30 days', 'Hamburg, Germany', 'Letter of Credit (LC)',
              CASE WHEN r % 5 = 0 THEN 'closed' ELSE 'active' END, r % 7 <> 0,
              (d.deadline + 1)::timestamp AT TIME ZONE 'UTC', at, at,
              100 * r, 'pieces', 'CIF', 'Hamburg, Germany', d.deadline
         FROM generate_series(1, $1::int) b, generate_series(1, $2::int) r,
              (SELECT array_agg(id ORDER BY id) AS ids FROM catalog.categories) c,
              LATERAL (SELECT now() - (r * interval '1 day') - (b % 1000) * interval '1 minute' AS at) t,
              -- The structured fields of issue 20: the requirement expires at its deadline's end (UTC).
              LATERAL (SELECT (now() AT TIME ZONE 'UTC' + interval '90 days')::date AS deadline) d`,
      [buyers, requirements],
    );
    // Each buyer's saved exporters: a run of the approved ones from a place of its own, so no two
    // buyers save the same set and none saves one twice.
    await step(
      `${saved} saved exporters per buyer`,
      `WITH approved AS (SELECT array_agg(id ORDER BY id) AS ids FROM catalog.exporters WHERE status = 'approved')
       INSERT INTO catalog.saved_exporters (buyer_user_id, exporter_id, notes, created_at)
       SELECT b, a.ids[1 + ((hashint4(b) & 2147483647) + s * 7) % cardinality(a.ids)],
              CASE WHEN s % 3 = 0 THEN 'Asked for samples; compare prices with the others.' END,
              now() - s * interval '1 hour'
         FROM generate_series(1, $1::int) b, generate_series(0, $2::int - 1) s, approved a`,
      [buyers, saved],
    );
    await step(
      `${searches} saved searches per buyer`,
      `INSERT INTO catalog.saved_searches (buyer_user_id, name, filters, last_opened_at)
       SELECT b, 'Saved search ' || s, (ARRAY[${SEARCHES.join(', ')}])[1 + (s - 1) % ${SEARCHES.length}],
              now() - interval '7 days'
         FROM generate_series(1, $1::int) b, generate_series(1, $2::int) s,
              (SELECT array_agg(id ORDER BY id) AS ids FROM catalog.categories) c`,
      [buyers, searches],
    );
    for (const table of ['buyer_requirements', 'saved_exporters', 'saved_searches'])
      await client.query(`VACUUM ANALYZE catalog.${table}`);
  } finally {
    await client.end();
  }
}
