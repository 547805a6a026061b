import { plainToInstance, Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, Max, Min, ValidateNested } from 'class-validator';
import { MAX_INT4 } from '../common/limits.js';

/** Views are summed where they happen and sent at most this often (one message per flush, not per view). */
export const PROFILE_VIEW_FLUSH_MS = 1000;
/** At most this many exporters per message; a larger flush is sent in several. */
export const MAX_PROFILE_VIEW_COUNTS = 1000;

export class ProfileViewCount {
  @IsInt()
  @Min(1)
  @Max(MAX_INT4)
  exporterId: number;

  @IsInt()
  @Min(1)
  @Max(1_000_000_000)
  views: number;
}

/** The payload of CATALOG_EVENT_PATTERNS.exporterProfileViews. */
export class ProfileViewCounts {
  @IsArray()
  @ArrayMaxSize(MAX_PROFILE_VIEW_COUNTS)
  @ValidateNested({ each: true })
  // Not @Type: it needs reflect-metadata when this module loads, and plain consumers
  // (the benchmark, the browser's type-only imports) load contracts without it.
  @Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) ? value.map((count: object) => plainToInstance(ProfileViewCount, count)) : value,
  )
  counts: ProfileViewCount[];
}
