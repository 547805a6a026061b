// EXPLAIN (ANALYZE, BUFFERS) of every benchmarked statement, with the findings the report flags:
// a sequential scan of exporters, their categories, products, conversations or messages, and JIT
// compilation (hundreds of ms on 2 cores; the services' sessions turn it off, which this checks).
// Run on a connection with the services' session settings (SESSION_SETTINGS).
// A prepared statement (queries.mjs) is explained as it runs: prepared, with its generic plan.
import { PREPARED_READ_SETTINGS } from '@ped/nest-kit';
import { featuredSql } from './queries.mjs';

/**
 * @param {import('pg').Client} client
 * @param {{ key: string, name: string, sql: { label: string, text: string, values: unknown[] }[] }[]} endpoints
 * @param {{ featured?: boolean }} [options] featured: also the home page's featured exporters (not benchmarked)
 */
export async function explainAll(client, endpoints, { featured = true } = {}) {
  const targets = [
    ...endpoints,
    ...(featured
      ? [{ key: 'featured', name: 'featured exporters (home page, not benchmarked)', sql: featuredSql() }]
      : []),
  ];
  const plans = [];
  for (const endpoint of targets) {
    for (const statement of endpoint.sql) {
      const plan = await explain(client, statement);
      const seqScans = [
        ...plan.matchAll(/Seq Scan on (exporters|exporter_categories|products|conversations|messages)\b/g),
      ].map((m) => m[1]);
      const indexes = [
        ...new Set(
          [
            ...plan.matchAll(/Index(?: Only)? Scan(?: Backward)? using (\S+)|Bitmap Index Scan on (\S+)/g),
          ].map((m) => m[1] ?? m[2]),
        ),
      ];
      const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
      plans.push({
        endpoint: endpoint.key,
        name: endpoint.name,
        label: statement.label,
        sql: statement.text,
        values: statement.values,
        prepared: Boolean(statement.prepared),
        plan,
        seqScans,
        indexes,
        jit: /^JIT:/m.test(plan),
        executionMs,
      });
    }
  }
  return plans;
}

/** The statement's plan, run twice (the first loads the pages it reads). */
async function explain(client, { text, values, prepared }) {
  const run = async (sql, parameters) => {
    await client.query(sql, parameters);
    const { rows } = await client.query(sql, parameters);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };
  if (!prepared) return run(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
  // EXECUTE takes its parameters as literals: EXPLAIN cannot bind any.
  const literal = (value) => (value === null ? 'NULL' : client.escapeLiteral(String(value)));
  const settings = Object.entries(PREPARED_READ_SETTINGS);
  for (const [name, value] of settings) await client.query(`SET ${name} = ${value}`);
  await client.query(`PREPARE bench_plan AS ${text}`);
  try {
    const args = values.length > 0 ? `(${values.map(literal).join(', ')})` : '';
    return await run(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE bench_plan${args}`);
  } finally {
    await client.query('DEALLOCATE bench_plan');
    for (const [name] of settings) await client.query(`RESET ${name}`);
  }
}
