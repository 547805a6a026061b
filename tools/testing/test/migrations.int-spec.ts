// Migrations are reversible: each schema service's built migrations (tsc -b, as `npm start` runs them)
// go up, every one down to an empty schema, and up again to the same schema, on a throwaway database.
import 'reflect-metadata';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runMigrations, schemaDataSourceOptions, type SchemaDataSourceInput } from '@ped/nest-kit';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createTestEnv, type TestEnv } from '../test-env.js';

/** The services that own a schema (tools/scripts/lib/system.mjs SERVICES). */
const SCHEMA_SERVICES = ['catalog', 'identity', 'messaging', 'admin'] as const;
type SchemaService = (typeof SCHEMA_SERVICES)[number];

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** Each service's built DataSource description (services/<svc>/dist/database/<svc>.datasource.js). */
async function builtDatabase(service: SchemaService, url: string): Promise<SchemaDataSourceInput> {
  const file = join(ROOT, 'services', service, 'dist', 'database', `${service}.datasource.js`);
  const module = (await import(pathToFileURL(file).href)) as Record<
    string,
    (url: string) => SchemaDataSourceInput
  >;
  return module[`${service}Database`](url);
}

/** What a schema holds besides TypeORM's migrations table: every relation, column, constraint, index, routine, trigger and type. */
const SCHEMA_CONTENTS = `
  WITH s AS (SELECT $1::text::regnamespace AS ns, to_regclass(quote_ident($1::text) || '.migrations') AS mig)
  SELECT 'relation ' || c.relkind::text || ' ' || c.relname AS item FROM pg_class c, s
   WHERE c.relnamespace = s.ns AND c.oid IS DISTINCT FROM s.mig
     AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.refobjid = s.mig)
     AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indexrelid = c.oid AND i.indrelid = s.mig)
  UNION ALL
  SELECT 'column ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
         || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
    FROM s, pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
   WHERE c.relnamespace = s.ns AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND c.oid IS DISTINCT FROM s.mig
     AND a.attnum > 0 AND NOT a.attisdropped
  UNION ALL
  SELECT 'constraint ' || r.conrelid::regclass::text || ' ' || r.conname || ' ' || pg_get_constraintdef(r.oid)
    FROM pg_constraint r, s WHERE r.connamespace = s.ns AND r.conrelid IS DISTINCT FROM s.mig
  UNION ALL
  SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = $1::text AND tablename <> 'migrations'
  UNION ALL
  SELECT 'routine ' || p.oid::regprocedure::text || ' ' || md5(pg_get_functiondef(p.oid))
    FROM pg_proc p, s WHERE p.pronamespace = s.ns
  UNION ALL
  SELECT 'trigger ' || pg_get_triggerdef(t.oid)
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid, s
   WHERE c.relnamespace = s.ns AND NOT t.tgisinternal
  UNION ALL
  SELECT 'type ' || t.typname FROM pg_type t, s
   WHERE t.typnamespace = s.ns AND t.typtype IN ('e', 'd', 'r', 'm')
  ORDER BY 1`;

describe("every schema service's migrations, on a throwaway database", () => {
  let testEnv: TestEnv;
  let client: pg.Client;

  beforeAll(async () => {
    testEnv = await createTestEnv('migrations');
    client = new pg.Client({ connectionString: testEnv.databaseUrl });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await testEnv?.dispose();
  });

  const contents = async (schema: string): Promise<string[]> =>
    (await client.query<{ item: string }>(SCHEMA_CONTENTS, [schema])).rows.map((r) => r.item);
  const applied = async (schema: string): Promise<string[]> =>
    (await client.query<{ name: string }>(`SELECT name FROM "${schema}".migrations ORDER BY id`)).rows.map(
      (r) => r.name,
    );

  /** Reverts the last applied migration of the schema until none is left; returns what it reverted, newest first. */
  async function revertAll(input: SchemaDataSourceInput): Promise<string[]> {
    const dataSource = new DataSource(schemaDataSourceOptions(input));
    await dataSource.initialize();
    const reverted: string[] = [];
    try {
      for (let left = (await applied(input.schema)).length; left > 0; left -= 1) {
        const [last] = (await applied(input.schema)).slice(-1);
        await dataSource.undoLastMigration({ transaction: 'each' });
        reverted.push(last);
        expect(await applied(input.schema)).toHaveLength(left - 1);
      }
    } finally {
      await dataSource.destroy();
    }
    return reverted;
  }

  it('go up, down to zero (no table, routine or type left but the migrations table) and up again to the same schema', async () => {
    const inputs = await Promise.all(SCHEMA_SERVICES.map((s) => builtDatabase(s, testEnv.databaseUrl)));
    const migrationNames = (input: SchemaDataSourceInput) =>
      (input.migrations as { name: string }[]).map((m) => m.name);

    // Up: every service's migrations, in the order they are listed.
    for (const input of inputs) {
      expect(await runMigrations(input)).toEqual(migrationNames(input));
    }
    const up = Object.fromEntries(
      await Promise.all(inputs.map(async (i) => [i.schema, await contents(i.schema)])),
    );
    for (const input of inputs) expect(up[input.schema].length).toBeGreaterThan(0);

    // Down to zero: every migration's down(), newest first; services in the reverse order.
    for (const input of [...inputs].reverse()) {
      expect(await revertAll(input)).toEqual(migrationNames(input).reverse());
      expect([input.schema, await contents(input.schema)]).toEqual([input.schema, []]);
    }

    // Up again: the same migrations apply cleanly and build the same schema as the first time.
    for (const input of inputs) {
      expect(await runMigrations(input)).toEqual(migrationNames(input));
      expect([input.schema, await contents(input.schema)]).toEqual([input.schema, up[input.schema]]);
    }
  });
});
