/** PostgreSQL's unique_violation: two writers raced for the same unique key. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Node's socket errors when the database cannot be reached, or its connection broke. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Whether `error` says the database is away (down, restarting, unreachable), not that a statement was
 * wrong: a socket error; SQLSTATE class 08 (connection exception) or 57P01–57P03 (shutting down, cannot
 * connect now); pg's "Connection terminated"; TypeORM's released query runner (the connection of a
 * transaction broke). TypeORM wraps the driver's error in `driverError`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth += 1) {
    const { code, message, name } = e as { code?: unknown; message?: unknown; name?: unknown };
    // TypeORM, when the connection of a transaction broke under it.
    if (typeof name === 'string' && /^QueryRunner(Provider)?AlreadyReleasedError$/.test(name)) return true;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || /^08|^57P0[123]$/.test(code))) return true;
    if (typeof message === 'string' && /^Connection terminated/.test(message)) return true;
    e = (e as { driverError?: unknown; cause?: unknown }).driverError ?? (e as { cause?: unknown }).cause;
  }
  return false;
}
