import { Type } from 'class-transformer';
import { IsInt, IsNumber, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';
import { BaseConfig } from '@ped/nest-kit';

export class GatewayConfig extends BaseConfig {
  @IsString()
  HOST = '127.0.0.1';

  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must look like redis://host:6379' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /**
   * Addresses (or CIDR ranges) of the proxies in front of the gateway, comma-separated: only a request
   * from one of them may name the client's address in X-Forwarded-For. The edge runs beside the gateway,
   * so loopback by default; a caller from anywhere else is its own client address.
   */
  @Matches(/^[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*$/, {
    message: 'TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges',
  })
  TRUSTED_PROXIES = '127.0.0.1,::1';

  /** How long the gateway waits for a service's reply before answering 503. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  SERVICE_TIMEOUT_MS = 3000;

  /**
   * Seconds the public catalogue's answers stay in the Redis read cache (catalog events remove
   * changed ones sooner); 0 turns the cache off.
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(24 * 60 * 60)
  CATALOG_CACHE_TTL_SECONDS = 60;

  /**
   * While the catalog service does not answer, catalogue reads are answered from the last answer the
   * cache held, marked `X-Cache: stale` with its `Age`, if it is at most this many seconds old; 0: never.
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(7 * 24 * 60 * 60)
  CATALOG_STALE_SECONDS = 3600;

  /**
   * Multiplies every per-address budget (sign-up, sign-in, contact form…): more where many people share
   * one address (an office behind one NAT; the browser tests, all from 127.0.0.1). Per-account budgets stay.
   */
  @Type(() => Number)
  @IsNumber()
  @Min(1)
  @Max(1000)
  RATE_LIMIT_PER_IP_SCALE = 1;

  /** Where a generated JWT key pair is kept when none is configured. */
  @IsString()
  DATA_DIR = '.data';

  /** PEM keys (sensitive). Both or neither: without them a pair is generated into DATA_DIR. */
  @IsOptional()
  @IsString()
  JWT_PRIVATE_KEY?: string;

  @IsOptional()
  @IsString()
  JWT_PUBLIC_KEY?: string;

  /** Lifetime of an access token (JWT); browsers refresh it transparently with the refresh cookie. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

  /** Lifetime of a refresh token family without use; each use rotates the token. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

  /** The site's public origin (the edge), used for same-origin checks and absolute links. */
  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_ORIGIN = 'http://localhost:8080';
}
