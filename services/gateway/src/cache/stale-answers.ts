import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Observable, tap } from 'rxjs';

/** What a request's handler learnt about its answer's freshness: the age of a stale copy it used. */
interface Freshness {
  staleAgeSeconds?: number;
}

const storage = new AsyncLocalStorage<Freshness>();

/** Called by the cache when it answered from a stale copy `ageSeconds` old (outside a request: no-op). */
export function markStale(ageSeconds: number): void {
  const freshness = storage.getStore();
  if (freshness) freshness.staleAgeSeconds = Math.max(freshness.staleAgeSeconds ?? 0, ageSeconds);
}

/**
 * Runs each HTTP handler with a place for `markStale`, and says so on the answer: `X-Cache: stale` and
 * `Age` (RFC 9111), so that clients and the edge's page cache know not to keep it.
 */
@Injectable()
export class StaleAnswerInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const freshness: Freshness = {};
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return new Observable((subscriber) =>
      storage.run(freshness, () =>
        next
          .handle()
          .pipe(
            tap(() => {
              if (freshness.staleAgeSeconds === undefined) return;
              void reply
                .header('X-Cache', 'stale')
                .header('Age', String(freshness.staleAgeSeconds))
                .header('Cache-Control', 'no-store');
            }),
          )
          .subscribe(subscriber),
      ),
    );
  }
}
