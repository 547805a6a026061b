import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { backoffMs } from '@ped/contracts';
import { GatewayConfig } from '../config/gateway.config.js';

export const REDIS = Symbol('REDIS');

/** Closes the shared Redis connection when the gateway stops. */
@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** One Redis connection; keys carry the deployment's namespace so deployments can share a server. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [GatewayConfig],
      useFactory: (config: GatewayConfig) =>
        new Redis(config.REDIS_URL, {
          keyPrefix: config.NAMESPACE ? `${config.NAMESPACE}:` : '',
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          // The commands of one turn of the event loop go out in one write (as TurnBatch does for NATS).
          enableAutoPipelining: true,
          retryStrategy: (attempt) => backoffMs(attempt, 200, 2000),
        }),
    },
    RedisLifecycle,
  ],
  exports: [REDIS],
})
export class RedisModule {}
