import { Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Matches, Max, Min } from 'class-validator';

/** Variables every NestJS process of the directory reads (see each service's .env.example). */
export class BaseConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV = 'development';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @Matches(/^nats:\/\//, { message: 'NATS_URL must look like nats://host:4222' })
  NATS_URL = 'nats://127.0.0.1:4222';

  /**
   * Copies JetStream keeps of each event stream it creates: 1 on one server; 3 on a three-node cluster
   * (NATS_URL then lists its servers, comma-separated), so a node may die without losing an event.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(5)
  NATS_STREAM_REPLICAS = 1;

  /** Where the process serves `GET /metrics` (Prometheus text); 0: nowhere. Never a public port. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  METRICS_PORT = 0;

  /** The address the metrics port listens on: 0.0.0.0 where a scraper reaches it from outside (a pod). */
  @IsString()
  METRICS_HOST = '127.0.0.1';

  /** Isolates one deployment's NATS subjects, streams and Redis keys on shared infrastructure. */
  @Matches(/^[a-z0-9_-]*$/, { message: 'NAMESPACE may contain only a-z, 0-9, _ and -' })
  NAMESPACE = '';
}

/** A service that owns a PostgreSQL schema. */
export class ServiceConfig extends BaseConfig {
  @IsString()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must look like postgres://user@host:5432/db' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/ped';
}
