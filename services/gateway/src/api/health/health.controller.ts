import { Public } from '../../auth/auth.decorators.js';
import { Controller, Get, HttpStatus, Inject, Req, Res } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { ApiTags } from '@nestjs/swagger';
import { HEALTH_PATTERNS, SERVICE_NAMES, type Principal, type ServiceHealth } from '@ped/contracts';
import { isAdmin } from '@ped/nest-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { Answers } from '../../openapi/answers.js';
import { REDIS } from '../../redis/redis.module.js';
import { NATS_CLIENT, ServiceClient } from '../../services/service-client.js';

const CHECK_TIMEOUT_MS = 1000;

interface HealthReport {
  status: 'ok' | 'degraded';
  /** Which dependency fails: for admins and for callers on this machine (monitors), not for anyone. */
  checks?: Record<string, boolean>;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

@ApiTags('health')
@Controller('health')
@Public()
export class HealthController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** 200 when NATS, Redis and every service answer healthy; 503 otherwise (with the failing checks for admins). */
  @Get()
  @Answers({ 200: 'Every dependency is healthy', 503: 'At least one dependency is not' })
  async health(
    @Req() request: FastifyRequest & { user?: Principal | null },
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<HealthReport> {
    const [nats, redis, ...services] = await Promise.all([
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
          .send<ServiceHealth>(HEALTH_PATTERNS[service], {}, { requestId: 'health' }, CHECK_TIMEOUT_MS)
          .then((health) => health.status === 'ok')
          .catch(() => false),
      ),
    ]);
    const checks = {
      nats,
      redis,
      ...Object.fromEntries(SERVICE_NAMES.map((service, i) => [service, services[i]])),
    };
    const status = Object.values(checks).every(Boolean) ? 'ok' : 'degraded';
    void reply.status(status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    const showChecks = LOOPBACK.test(request.ip) || (request.user && isAdmin(request.user));
    return showChecks ? { status, checks } : { status };
  }
}
