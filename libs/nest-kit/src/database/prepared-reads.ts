import type { OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { SESSION_SETTINGS, sessionOptions } from './schema-data-source.js';

/**
 * The sessions' settings. Generic plans (below); and no Memoize: its cache sits in front of the probes of
 * a search's other words, which are keyed by distinct exporters and never hit (7% of a two-word search
 * at 100,000 exporters).
 */
export const PREPARED_READ_SETTINGS = {
  ...SESSION_SETTINGS,
  plan_cache_mode: 'force_generic_plan',
  enable_memoize: 'off',
} as const;

/** Past this many distinct texts, statements run unnamed (a text built from values must not grow the cache). */
const MAX_NAMED_STATEMENTS = 256;

/**
 * Hot reads whose best plan does not depend on their values (a page in index order, a profile by
 * id), run as named prepared statements on a pool of their own whose sessions keep one generic plan
 * per statement (`plan_cache_mode = force_generic_plan`). PostgreSQL then parses and plans each
 * statement once per connection instead of on every call; on the catalogue's reads planning cost
 * about as much as executing. It does not choose those generic plans by itself: a LIMIT or OFFSET
 * parameter makes it assume a tenth of the rows, so the generic plan always looks dearer.
 *
 * Only for statements whose generic plan is their custom plan (bench/plans.mjs EXPLAINs them as run
 * here). A statement whose plan rests on a value, such as a full-text query folded into the plan,
 * belongs on the service's DataSource.
 */
export class PreparedReads implements OnApplicationShutdown {
  private readonly names = new Map<string, string>();

  constructor(private readonly pool: pg.Pool) {}

  /** A pool of up to `max` connections, opened as they are first needed. */
  static connect(url: string, applicationName: string, max = 10): PreparedReads {
    return new PreparedReads(
      new pg.Pool({
        connectionString: url,
        max,
        application_name: applicationName,
        options: sessionOptions(PREPARED_READ_SETTINGS),
      }),
    );
  }

  async query<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const { rows } = await this.pool.query({ name: this.nameOf(text), text, values });
    return rows as T[];
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }

  /** The same name for the same text in every connection of the pool; pg prepares it on first use. */
  private nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < MAX_NAMED_STATEMENTS) {
      name = `ped_read_${this.names.size + 1}`;
      this.names.set(text, name);
    }
    return name;
  }
}
