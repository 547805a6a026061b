import { DataSource, type DataSourceOptions, type MixedList } from 'typeorm';

export interface SchemaDataSourceInput {
  /** The PostgreSQL schema the service owns; its migrations table lives there too. */
  schema: string;
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function>;
}

/**
 * Every service connection's settings. No JIT: the statements here are sized for a request or a batch, and
 * compiling one costs about a second whenever the planner's estimate crosses jit_above_cost, however short its run
 * (the requirement digest's batch at 100,000 exporters: 165 functions, 1.03 s of its 1.32 s).
 */
export const SESSION_SETTINGS: Record<string, string> = { jit: 'off' };

/** Settings as a connection's startup options (`-c name=value …`). */
export function sessionOptions(settings: Record<string, string>): string {
  return Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}

/** The one way a service describes its database: its own schema, its own migrations, never synchronize. */
export function schemaDataSourceOptions(input: SchemaDataSourceInput): DataSourceOptions {
  return {
    type: 'postgres',
    url: input.url,
    schema: input.schema,
    entities: input.entities,
    migrations: input.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
    extra: { max: 10, application_name: `ped-${input.schema}`, options: sessionOptions(SESSION_SETTINGS) },
  };
}

/**
 * Creates the schema if needed and applies pending migrations. An advisory lock keeps two
 * instances starting at once from migrating the same schema concurrently.
 */
export async function runMigrations(input: SchemaDataSourceInput): Promise<string[]> {
  const dataSource = new DataSource(schemaDataSourceOptions(input));
  await dataSource.initialize();
  const lockRunner = dataSource.createQueryRunner();
  const lockKey = `ped-migrations:${input.schema}`;
  try {
    await lockRunner.connect();
    await lockRunner.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${input.schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await lockRunner.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]).catch(() => undefined);
    await lockRunner.release();
    await dataSource.destroy();
  }
}
