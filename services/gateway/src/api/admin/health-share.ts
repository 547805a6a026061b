import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { HEALTH_PATTERNS, SERVICE_NAMES, type ServiceHealth } from '@ped/contracts';
import type { Redis } from 'ioredis';
import { REDIS } from '../../redis/redis.module.js';
import { NATS_CLIENT, ServiceClient } from '../../services/service-client.js';

const POLL_MS = 15_000;
const CHECK_TIMEOUT_MS = 1000;

/**
 * The health checks of GET /api/health (NATS, Redis, every service) polled every 15 s: the latest poll's
 * share of passing checks is the console's system health; the share of fully healthy polls since this
 * gateway started is its uptime.
 */
@Injectable()
export class HealthShare implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private latest: Promise<number> | undefined;
  private polls = 0;
  private healthyPolls = 0;

  constructor(
    private readonly services: ServiceClient,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  onApplicationBootstrap(): void {
    this.latest = this.poll();
    this.timer = setInterval(() => {
      this.latest = this.poll();
    }, POLL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** The latest poll's share of passing checks, and the share of healthy polls so far; percent, one decimal. */
  async current(): Promise<{ systemHealth: number; uptime: number }> {
    const systemHealth = await (this.latest ?? (this.latest = this.poll()));
    const uptime = this.polls > 0 ? (this.healthyPolls / this.polls) * 100 : 0;
    return { systemHealth, uptime: Math.round(uptime * 10) / 10 };
  }

  private async poll(): Promise<number> {
    const checks = await Promise.all([
      this.nats
        .connect()
        .then(() => true)
        .catch(() => false),
      this.redis
        .ping()
        .then((pong) => pong === 'PONG')
        .catch(() => false),
      ...SERVICE_NAMES.map((service) =>
        this.services
          .send<ServiceHealth>(HEALTH_PATTERNS[service], {}, { requestId: 'health-share' }, CHECK_TIMEOUT_MS)
          .then((health) => health.status === 'ok')
          .catch(() => false),
      ),
    ]);
    const passing = checks.filter(Boolean).length;
    this.polls += 1;
    if (passing === checks.length) this.healthyPolls += 1;
    return Math.round((passing / checks.length) * 1000) / 10;
  }
}
