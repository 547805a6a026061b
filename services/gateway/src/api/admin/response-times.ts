import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/** How many of the latest API responses, and how far back, the median is taken over. */
const WINDOW_SIZE = 1000;
const WINDOW_MS = 5 * 60_000;
/** Not API work: the health poll itself and the live streams (open for minutes). */
const NOT_MEASURED = /^\/api\/(health|live)(\/|\?|$)/;

/**
 * The gateway's API response times: a Fastify onResponse hook records each API route's duration into a small
 * in-memory window (this instance's own); the console shows the median.
 */
@Injectable()
export class ResponseTimes implements OnModuleInit {
  private readonly durations = new Float64Array(WINDOW_SIZE);
  private readonly times = new Float64Array(WINDOW_SIZE);
  private next = 0;
  private filled = 0;

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onResponse', async (request, reply) => {
      if (request.url.startsWith('/api/') && !NOT_MEASURED.test(request.url)) this.record(reply.elapsedTime);
    });
  }

  record(durationMs: number, at = Date.now()): void {
    this.durations[this.next] = durationMs;
    this.times[this.next] = at;
    this.next = (this.next + 1) % WINDOW_SIZE;
    this.filled = Math.min(this.filled + 1, WINDOW_SIZE);
  }

  /** Median of the window's durations of the last five minutes, whole ms; 0 when none. */
  medianMs(now = Date.now()): number {
    const recent = new Float64Array(this.filled);
    let count = 0;
    for (let i = 0; i < this.filled; i++)
      if (now - this.times[i] <= WINDOW_MS) recent[count++] = this.durations[i];
    if (count === 0) return 0;
    // A typed array sorts numerically, without a comparator call per pair (the enhanced stats ask on every call).
    const sorted = recent.subarray(0, count).sort();
    const middle = count >> 1;
    const median = count % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    return Math.round(median * 10) / 10;
  }
}
