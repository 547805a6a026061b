// Bulk seed of the catalogue for the benchmark: N exporters across the 18 categories and the six
// cities, and P products, generated inside PostgreSQL (generate_series + INSERT … SELECT) from the
// demo seed's own vocabulary (company words, product lines, certifications), so search words mean
// something. Deterministic: every value comes from hashint8(row, field), not random().
//
// The search columns are not computed by a copy of the triggers' logic. The statement triggers on
// products / exporter_categories and the row trigger on exporters are switched off for the bulk
// INSERTs, then one UPDATE sets search_terms = catalog.exporter_search_terms(id) with the row trigger
// switched on again, so search_vector (and the search vocabulary) is computed by the migration's own
// trigger functions, and the public counts by its refresh function. The
// secondary indexes are dropped for the load and recreated from their own definitions
// (pg_indexes.indexdef), which is far faster than maintaining two GIN indexes row by row.
//
// Standalone: node bench/seed-large.mjs <DATABASE_URL of a migrated, empty database> [exporters] [products]
import pg from 'pg';
import {
  CITIES,
  DEFAULT_COUNTRY,
  EXPORTER_BUSINESS_TYPES,
  EXPORTER_EMPLOYEE_COUNTS,
} from '@ped/contracts/options';
import {
  SEED_CATEGORIES,
  SEED_CATEGORY_PROFILES,
  SEED_CONTACT_NAMES,
  SEED_NAME_PREFIXES,
  SEED_STREETS,
  storeCategoryPictures,
} from '@ped/catalog-service/bench';

const BULK_TABLES = ['exporters', 'products', 'exporter_categories'];
const NAME_SUFFIXES = [
  '(Pvt) Ltd',
  'International',
  'Enterprises',
  'Traders',
  'Corporation',
  'Group',
  '& Co.',
];
const PRODUCT_GRADES = ['', ' Export Grade', ' Premium Grade', ' Economy Grade', ' Custom'];

/**
 * Seeds a migrated, empty catalogue. Resolves with counts and timings (ms).
 * @param {string} databaseUrl
 * @param {{ exporters: number, products: number, log?: (line: string) => void }} size
 */
export async function seedCatalogue(databaseUrl, { exporters, products, log = () => {} }) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'ped-bench-seed' });
  await client.connect();
  const timings = {};
  const step = async (name, fn) => {
    const started = Date.now();
    await fn();
    timings[name] = Date.now() - started;
    log(`  ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM catalog.exporters');
    if (rows[0].n > 0) throw new Error('seedCatalogue needs an empty catalogue (run it on a fresh database)');
    await client.query(
      `SET maintenance_work_mem = '256MB'; SET work_mem = '128MB'; SET synchronous_commit = off; SET jit = off`,
    );

    await client.query('BEGIN');
    await step('vocabulary', () => loadVocabulary(client));
    const indexes = await secondaryIndexes(client);
    // The postings' secondary indexes (rank order, by exporter): built after their bulk INSERT.
    const postingsIndexes = (
      await client.query(
        `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
          WHERE schemaname = 'catalog' AND tablename = 'search_postings' AND indexname <> 'search_postings_pkey'`,
      )
    ).rows;
    await step('drop secondary indexes', async () => {
      for (const index of indexes) await client.query(`DROP INDEX catalog.${quote(index.name)}`);
    });
    for (const table of BULK_TABLES) await client.query(`ALTER TABLE catalog.${table} DISABLE TRIGGER USER`);
    await step(`insert ${exporters} exporters`, () => insertExporters(client, exporters));
    await step('insert exporter categories', () => insertExporterCategories(client));
    await step(`insert ${products} products`, () => insertProducts(client, exporters, products));
    for (const table of BULK_TABLES) await client.query(`ALTER TABLE catalog.${table} ENABLE TRIGGER USER`);
    // exporter_search_terms() looks products and categories up by exporter: their indexes first.
    const [exporterIndexes, otherIndexes] = partition(indexes, (index) => index.table === 'exporters');
    await step('recreate product and category indexes', async () => {
      for (const index of otherIndexes) await client.query(index.definition);
      await client.query('ANALYZE catalog.products, catalog.exporter_categories, catalog.categories');
    });
    // The migration's functions do the search columns: search_terms here, search_vector in the
    // exporters_search_vector row trigger (BEFORE UPDATE OF search_terms).
    // The postings trigger would replace each exporter's postings row by row: off for the UPDATE,
    // then the migration's function fills them in one INSERT, their order index built after.
    await client.query('ALTER TABLE catalog.exporters DISABLE TRIGGER exporters_search_postings_update');
    await step('search columns (migration functions)', () =>
      client.query('UPDATE catalog.exporters e SET search_terms = catalog.exporter_search_terms(e.id)'),
    );
    await client.query('ALTER TABLE catalog.exporters ENABLE TRIGGER exporters_search_postings_update');
    await step('search postings (migration function)', async () => {
      for (const index of postingsIndexes) await client.query(`DROP INDEX catalog.${quote(index.name)}`);
      await client.query(
        `INSERT INTO catalog.search_postings SELECT p.* FROM catalog.exporters e, catalog.exporter_search_postings(e) p
          ORDER BY p.lexeme, p.exporter_id`, // the primary key's order: appended, not scattered
      );
      for (const index of postingsIndexes) await client.query(index.definition);
    });
    await step('recreate exporter indexes', async () => {
      for (const index of exporterIndexes) await client.query(index.definition);
    });
    // The count triggers were off for the bulk INSERTs: the migration's function recounts once.
    await step('public counts (migration function)', () =>
      client.query('SELECT catalog.refresh_public_exporter_counts()'),
    );
    // Likewise the category pages' ordered listings (their triggers were off too).
    await step('category listings (migration function)', () =>
      client.query('SELECT catalog.refresh_category_listings()'),
    );
    await client.query(
      `SELECT setval(pg_get_serial_sequence('catalog.exporters', 'id'), (SELECT max(id) FROM catalog.exporters))`,
    );
    await client.query('COMMIT');
    // Before the vacuum: the check's rolled-back UPDATE leaves dead rows (and postings), which would
    // otherwise keep pages off the visibility map and index-only scans reading the heap.
    const check = await verify(client);
    await step('vacuum analyze', async () => {
      for (const table of [...BULK_TABLES, 'categories', 'search_postings', 'category_listings'])
        await client.query(`VACUUM ANALYZE catalog.${table}`);
      // On PostgreSQL 15 a pass over the freshly loaded postings may leave many of their pages off
      // the visibility map (seen: half after two passes); their index-only scans would then read the
      // heap (a search costs up to ~2× as much). Vacuumed until every page is on it, as autovacuum
      // leaves a settled table: that is the state a running directory's searches see.
      for (let pass = 0; pass < 5; pass += 1) {
        await client.query('VACUUM catalog.search_postings');
        const { rows } = await client.query(
          `SELECT relpages, relallvisible FROM pg_class WHERE oid = 'catalog.search_postings'::regclass`,
        );
        if (rows[0].relallvisible >= rows[0].relpages) break;
      }
    });
    return { ...check, timings };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

const partition = (items, test) => [items.filter(test), items.filter((item) => !test(item))];

const quote = (name) => `"${name.replace(/"/g, '""')}"`;

/** Indexes of the bulk tables that back no constraint: dropped for the load, recreated after. */
async function secondaryIndexes(client) {
  const { rows } = await client.query(
    `SELECT i.indexname AS name, i.tablename AS table, i.indexdef AS definition
       FROM pg_indexes i
      WHERE i.schemaname = 'catalog' AND i.tablename = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                         WHERE c.conindid = format('catalog.%I', i.indexname)::regclass)
      ORDER BY i.indexname`,
    [BULK_TABLES],
  );
  return rows;
}

/** The demo seed's words and the 18 categories, as temporary tables the INSERTs join. */
async function loadVocabulary(client) {
  const { rows: existing } = await client.query('SELECT slug FROM catalog.categories');
  const have = new Set(existing.map((row) => row.slug));
  for (const category of SEED_CATEGORIES) {
    if (have.has(category.slug)) continue;
    await client.query(
      'INSERT INTO catalog.categories (name, slug, description, image_url) VALUES ($1, $2, $3, $4)',
      [category.name, category.slug, category.description ?? null, category.imageUrl ?? null],
    );
  }
  // The demo pictures, shared per category (a logo mark and a few product pictures each), not a file per row.
  const pictures = await storeCategoryPictures(SEED_CATEGORIES);
  // pg_temp.u(row, field): a uniform number in [0, 1), the same on every run.
  await client.query(`
    CREATE FUNCTION pg_temp.u(i bigint, k integer) RETURNS double precision
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
    $$ SELECT (hashint8(i * 131 + k)::bigint & 2147483647)::double precision / 2147483648 $$`);
  await client.query(
    `
    CREATE TEMP TABLE bench_category ON COMMIT DROP AS
    SELECT (row_number() OVER (ORDER BY c.id) - 1)::int AS idx, c.id AS category_id, p.*
      FROM catalog.categories c
      JOIN json_to_recordset($1::json)
           AS p(slug text, trades text[], cities text[], certifications text[], activity text, product_count int,
                logo_url text, picture_urls text[])
        ON p.slug = c.slug`,
    [
      JSON.stringify(
        Object.entries(SEED_CATEGORY_PROFILES).map(([slug, profile]) => ({
          slug,
          trades: profile.trades,
          cities: profile.cities,
          certifications: profile.certifications,
          activity: profile.activity,
          product_count: profile.products.length,
          logo_url: pictures[slug]?.logoUrl ?? null,
          picture_urls: pictures[slug]?.pictureUrls ?? [],
        })),
      ),
    ],
  );
  await client.query(
    `CREATE TEMP TABLE bench_template ON COMMIT DROP AS
     SELECT c.idx, t.*
       FROM json_to_recordset($1::json)
            AS t(slug text, k int, name text, description text, unit text, price_min numeric,
                 price_max numeric, minimum_order text)
       JOIN bench_category c USING (slug)`,
    [
      JSON.stringify(
        Object.entries(SEED_CATEGORY_PROFILES).flatMap(([slug, profile]) =>
          profile.products.map((product, k) => ({
            slug,
            k,
            name: product.name,
            description: product.description,
            unit: product.unit,
            price_min: product.price[0],
            price_max: product.price[1],
            minimum_order: product.minimumOrder,
          })),
        ),
      ),
    ],
  );
  await client.query('CREATE UNIQUE INDEX ON bench_template (idx, k)');
  await client.query(
    `CREATE TEMP TABLE bench_words ON COMMIT DROP AS
     SELECT $1::text[] AS prefixes, $2::text[] AS families, $3::text[] AS contacts, $4::text[] AS streets,
            $5::text[] AS suffixes, $6::text[] AS employee_counts, $7::text[] AS cities, $8::text[] AS grades,
            $9::text[] AS business_types`,
    [
      SEED_NAME_PREFIXES,
      [...new Set(SEED_CONTACT_NAMES.map((name) => name.split(' ').at(-1)))],
      SEED_CONTACT_NAMES,
      SEED_STREETS,
      NAME_SUFFIXES,
      EXPORTER_EMPLOYEE_COUNTS,
      CITIES,
      PRODUCT_GRADES,
      EXPORTER_BUSINESS_TYPES,
    ],
  );
}

/** pick(array, u): one element of a PostgreSQL array for a uniform u in [0, 1). */
const pick = (array, u) => `${array}[1 + floor(${u} * cardinality(${array}))::int]`;

async function insertExporters(client, count) {
  // Main category per exporter, kept for the category and product INSERTs.
  await client.query(
    `CREATE TEMP TABLE bench_exporter ON COMMIT DROP AS
     SELECT i AS id, floor(pg_temp.u(i, 1) * (SELECT count(*) FROM bench_category))::int AS idx
       FROM generate_series(1, $1::int) i`,
    [count],
  );
  await client.query('ALTER TABLE bench_exporter ADD PRIMARY KEY (id)');
  await client.query(
    `INSERT INTO catalog.exporters
       (id, company_name, description, contact_person, email, phone, website, address, city, country,
        established_year, employee_count, certifications, business_type, is_verified, is_premium, plan,
        plan_since, status, created_at, updated_at, listed_at, logo_url)
     SELECT id, company_name,
            company_name || ' is a ' || city || '-based ' || activity || '. Established in ' || year
              || ', the company ships to buyers in more than ' || (5 + floor(pg_temp.u(id, 9) * 40)) || ' countries.',
            ${pick('contacts', 'pg_temp.u(id, 10)')},
            'export@' || slug || '.com.pk',
            '+92 ' || (300 + floor(pg_temp.u(id, 11) * 50)) || ' ' || (1000000 + floor(pg_temp.u(id, 12) * 8999999)),
            'https://www.' || slug || '.com.pk',
            (1 + floor(pg_temp.u(id, 13) * 250)) || ' ' || ${pick('streets', 'pg_temp.u(id, 14)')} || ', ' || city,
            city, $1, year, ${pick('employee_counts', 'pg_temp.u(id, 15)')},
            ARRAY(SELECT cert FROM unnest(certifications) WITH ORDINALITY AS t(cert, n)
                   WHERE pg_temp.u(id, 20 + n::int) < 0.45 ORDER BY n),
            ${pick('business_types', 'pg_temp.u(id, 32)')},
            verified, premium,
            -- The plan trigger is off for the load: plan and plan_since as AdminConsole1766300000000 gave
            -- the premium members it found (one in four on Enterprise, paying since a day of the last 8 months).
            CASE WHEN NOT premium THEN 'basic' WHEN id % 4 = 0 THEN 'enterprise' ELSE 'professional' END,
            CASE WHEN premium THEN greatest(created, now() - (7 + (id * 37) % 230) * interval '1 day') END,
            CASE WHEN approved THEN 'approved' WHEN pg_temp.u(id, 5) < 0.96 THEN 'pending' ELSE 'rejected' END,
            created, created, CASE WHEN approved THEN created END, logo_url
       FROM (
         SELECT b.id, c.activity, c.certifications, c.logo_url, w.*,
                concat_ws(' ', ${pick('w.prefixes', 'pg_temp.u(b.id, 2)')},
                          CASE WHEN pg_temp.u(b.id, 3) < 0.6 THEN ${pick('w.families', 'pg_temp.u(b.id, 4)')} END,
                          ${pick('c.trades', 'pg_temp.u(b.id, 6)')},
                          CASE WHEN pg_temp.u(b.id, 7) < 0.5 THEN ${pick('w.suffixes', 'pg_temp.u(b.id, 8)')} END)
                  AS company_name,
                -- mostly the category's usual cities, one in ten anywhere
                CASE WHEN pg_temp.u(b.id, 17) < 0.1 THEN ${pick('w.cities', 'pg_temp.u(b.id, 18)')}
                     ELSE ${pick('c.cities', 'pg_temp.u(b.id, 18)')} END AS city,
                1965 + floor(pg_temp.u(b.id, 19) * 56)::int AS year,
                pg_temp.u(b.id, 5) < 0.9 AS approved,
                pg_temp.u(b.id, 5) < 0.9 AND pg_temp.u(b.id, 30) < 0.4 AS verified,
                pg_temp.u(b.id, 5) < 0.9
                  AND pg_temp.u(b.id, 16) < CASE WHEN pg_temp.u(b.id, 30) < 0.4 THEN 0.3 ELSE 0.08 END AS premium,
                now() - pg_temp.u(b.id, 31) * interval '3 years' AS created
           FROM bench_exporter b JOIN bench_category c USING (idx) CROSS JOIN bench_words w
       ) x
       CROSS JOIN LATERAL (
         SELECT trim(BOTH '-' FROM regexp_replace(lower(company_name), '[^a-z0-9]+', '-', 'g')) || '-' || id AS slug
       ) s
      ORDER BY id`,
    [DEFAULT_COUNTRY],
  );
}

/** Every exporter in its main category; one in four in a second one too. */
async function insertExporterCategories(client) {
  await client.query(`
    INSERT INTO catalog.exporter_categories (exporter_id, category_id)
    SELECT b.id, c.category_id FROM bench_exporter b JOIN bench_category c USING (idx)
    UNION ALL
    SELECT b.id, c.category_id
      FROM bench_exporter b
      CROSS JOIN (SELECT count(*)::int AS n FROM bench_category) n
      JOIN bench_category c
        ON c.idx = (b.idx + 1 + floor(pg_temp.u(b.id, 40) * (n.n - 1))::int) % n.n
     WHERE pg_temp.u(b.id, 41) < 0.25
     ORDER BY 1, 2`);
}

/**
 * Each product goes to a hashed exporter (so exporters have 0 to ~15 products, five on average),
 * from the product lines of the exporter's main category; repeats get a grade in the name.
 */
async function insertProducts(client, exporterCount, productCount) {
  await client.query(
    `INSERT INTO catalog.products
       (exporter_id, name, description, category_id, price, unit, minimum_order, created_at, images)
     SELECT p.exporter_id,
            t.name || w.grades[1 + least(p.k / c.product_count, cardinality(w.grades) - 1)],
            t.description, c.category_id,
            round(t.price_min + pg_temp.u(p.j, 51)::numeric * (t.price_max - t.price_min), 2),
            t.unit, t.minimum_order, now() - pg_temp.u(p.j, 52) * interval '2 years',
            -- One picture, the cover (image_url is the generated images[1]).
            array_remove(ARRAY[c.picture_urls[1 + (t.k % greatest(cardinality(c.picture_urls), 1))]], NULL)
       FROM (
         SELECT j, exporter_id,
                (row_number() OVER (PARTITION BY exporter_id ORDER BY j) - 1)::int AS k
           FROM (SELECT j, 1 + floor(pg_temp.u(j, 50) * $1::int)::int AS exporter_id
                   FROM generate_series(1, $2::int) j) assigned
       ) p
       JOIN bench_exporter b ON b.id = p.exporter_id
       JOIN bench_category c ON c.idx = b.idx
       JOIN bench_template t
         ON t.idx = b.idx AND t.k = (p.k + floor(pg_temp.u(p.exporter_id, 53) * c.product_count)::int) % c.product_count
       CROSS JOIN bench_words w
      ORDER BY p.exporter_id, p.k`,
    [exporterCount, productCount],
  );
}

/** Counts, and a sample of rows whose search columns must match what the triggers would store. */
async function verify(client) {
  const { rows } = await client.query(`
    SELECT (SELECT count(*)::int FROM catalog.exporters) AS exporters,
           (SELECT count(*)::int FROM catalog.exporters WHERE status = 'approved') AS approved,
           (SELECT count(*)::int FROM catalog.exporters WHERE status = 'approved' AND is_verified) AS verified,
           (SELECT count(*)::int FROM catalog.exporters WHERE is_premium) AS premium,
           (SELECT count(*)::int FROM catalog.exporters
             WHERE is_premium <> (plan <> 'basic') OR (plan = 'basic') <> (plan_since IS NULL)) AS "planMismatches",
           (SELECT count(*)::int FROM catalog.products) AS products,
           (SELECT count(*)::int FROM catalog.exporter_categories) AS "exporterCategories",
           (SELECT count(*)::int FROM catalog.categories) AS categories,
           (SELECT count(DISTINCT city)::int FROM catalog.exporters) AS cities,
           (SELECT count(*)::int FROM catalog.exporters WHERE search_vector IS NULL) AS "missingVectors"`);
  // Recompute a sample through the migration's trigger in a transaction that is rolled back.
  await client.query('BEGIN');
  try {
    await client.query(`
      CREATE TEMP TABLE bench_sample ON COMMIT DROP AS
      SELECT id, search_terms, search_vector FROM catalog.exporters ORDER BY hashint4(id) LIMIT 500`);
    await client.query(`
      UPDATE catalog.exporters e SET search_terms = catalog.exporter_search_terms(e.id)
       WHERE e.id IN (SELECT id FROM bench_sample)`);
    const { rows: mismatched } = await client.query(`
      SELECT count(*)::int AS n FROM bench_sample s JOIN catalog.exporters e USING (id)
       WHERE e.search_terms IS DISTINCT FROM s.search_terms OR e.search_vector IS DISTINCT FROM s.search_vector`);
    rows[0].sampleMismatches = mismatched[0].n;
  } finally {
    await client.query('ROLLBACK');
  }
  return rows[0];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, exporters = '100000', products] = process.argv.slice(2);
  if (!url) {
    console.error('usage: node bench/seed-large.mjs <DATABASE_URL> [exporters] [products]');
    process.exit(2);
  }
  const n = Number(exporters);
  const result = await seedCatalogue(url, {
    exporters: n,
    products: Number(products ?? n * 5),
    log: (line) => console.log(line),
  });
  console.log(result);
}
