import pg from 'pg';
import { ensureDatabase } from './infra.mjs';
import { runCaptured } from './run.mjs';
import { SERVICES } from './system.mjs';

/**
 * The whole database: every service's schema with its data, migrations table, outbox, inbox and mail queue, and
 * the extensions they use (pg_trgm, in public), in one consistent snapshot (pg_dump takes it in one transaction while the system runs), in PostgreSQL's custom
 * format (compressed; pg_restore reads it).
 */
export async function dumpDatabase(databaseUrl, file) {
  const { code, output } = await runCaptured('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    '--file',
    file,
    databaseUrl,
  ]);
  if (code !== 0) throw new Error(`pg_dump failed:\n${output}`);
}

/**
 * Restores a dump into the database `databaseUrl` names, created when missing, in one transaction: it must hold
 * none of the services' schemas (a restore never mixes with data already there).
 */
export async function restoreDatabase(file, databaseUrl) {
  await ensureDatabase(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT nspname FROM pg_namespace WHERE nspname = ANY($1)', [
      SERVICES,
    ]);
    if (rows.length > 0)
      throw new Error(
        `the database already holds ${rows.map((r) => r.nspname).join(', ')}: restore into an empty one`,
      );
  } finally {
    await client.end();
  }
  const { code, output } = await runCaptured('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    '--dbname',
    databaseUrl,
    file,
  ]);
  if (code !== 0) throw new Error(`pg_restore failed:\n${output}`);
}
