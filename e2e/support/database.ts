import pg from 'pg';

/**
 * Runs one read against the browser run's own database (E2E_ENV, set by the global setup), so a test can
 * check that what a visitor sent was stored, not only that a toast said so.
 */
export async function queryDatabase<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  const env = JSON.parse(process.env.E2E_ENV ?? '{}') as { DATABASE_URL?: string };
  if (!env.DATABASE_URL) throw new Error('E2E_ENV has no DATABASE_URL: run browser tests through jest');
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}
