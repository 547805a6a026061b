import type { LoggerService } from '@nestjs/common';
import { activeTraceId } from '@ped/telemetry';
import { pino, type Logger } from 'pino';
import { currentRequestId } from './request-context.js';

export type { Logger } from 'pino';

/**
 * One JSON logger per process, the only logging API of the codebase (inject it: `@Inject(LOGGER)`; a part names
 * itself with `.child({ component })`). `service` is on every line, and inside a request its `requestId` and, when
 * tracing is on, its `traceId`, whatever logger or child writes the line.
 */
export function createLogger(service: string, level: string): Logger {
  return pino({
    level,
    base: { service },
    mixin: () => {
      const requestId = currentRequestId();
      const traceId = activeTraceId();
      return { ...(requestId ? { requestId } : {}), ...(traceId ? { traceId } : {}) };
    },
    redact: {
      paths: [
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.refreshToken',
        'req.headers.cookie',
        'req.headers.authorization',
      ],
      censor: '[redacted]',
    },
  });
}

/** Lets Nest's own messages go through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, stack?: string, context?: string): void {
    this.logger.error({ context, stack }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
