// EXPLAIN (ANALYZE, BUFFERS) of every benchmarked statement, with the findings the report flags:
// a sequential scan of exporters or products, and JIT compilation (hundreds of ms on 2 cores).
import { featuredSql } from './queries.mjs';

/**
 * @param {import('pg').Client} client
 * @param {{ key: string, name: string, sql: { label: string, text: string, values: unknown[] }[] }[]} endpoints
 */
export async function explainAll(client, endpoints) {
  const targets = [
    ...endpoints,
    { key: 'featured', name: 'featured exporters (home page, not benchmarked)', sql: featuredSql() },
  ];
  const plans = [];
  for (const endpoint of targets) {
    for (const statement of endpoint.sql) {
      const explain = `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`;
      await client.query(explain, statement.values); // once to load the pages it reads
      const { rows } = await client.query(explain, statement.values);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      const seqScans = [...plan.matchAll(/Seq Scan on (exporters|products)\b/g)].map((m) => m[1]);
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
