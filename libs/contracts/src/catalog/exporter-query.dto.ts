import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CITIES, MAX_PAGE_SIZE, PAGE_SIZE } from '../options/catalog.constants.js';
import { MAX_INT4 } from '../common/limits.js';

/** The deepest page offset served: deeper offsets cost a scan and no person pages that far. */
export const MAX_EXPORTER_OFFSET = 10_000;
export const MAX_SEARCH_LENGTH = 200;

/** Query strings leave an empty field as "": treat it as absent, as the browse form means it. */
const emptyAsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
/** Path and query values arrive as text (the service gets them again as numbers); "" takes the default. */
const toNumber =
  (fallback?: number) =>
  ({ value }: { value: unknown }) =>
    value === '' || value === null ? fallback : typeof value === 'string' ? Number(value) : value;
/** `verified=true` filters; `verified=false` or an empty value means no filter. */
const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' || value === true
    ? true
    : value === 'false' || value === false || value === ''
      ? undefined
      : value;

/** GET /api/exporters: approved exporters, filtered, searched and paged. */
export class ListExportersQuery {
  @Transform(toNumber(PAGE_SIZE))
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_PAGE_SIZE, { message: `limit must not be greater than ${MAX_PAGE_SIZE}` })
  limit: number = PAGE_SIZE;

  @Transform(toNumber(0))
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must not be negative' })
  @Max(MAX_EXPORTER_OFFSET, { message: `offset must not be greater than ${MAX_EXPORTER_OFFSET}` })
  offset: number = 0;

  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(MAX_SEARCH_LENGTH, { message: `search must be at most ${MAX_SEARCH_LENGTH} characters` })
  search?: string;

  @Transform(toNumber())
  @IsOptional()
  @IsInt({ message: 'categoryId must be a whole number' })
  @Min(1, { message: 'categoryId must be a whole number' })
  @Max(MAX_INT4, { message: `categoryId must not be greater than ${MAX_INT4}` })
  categoryId?: number;

  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsIn(CITIES, { message: `city must be one of: ${CITIES.join(', ')}` })
  city?: string;

  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean({ message: 'verified must be true or false' })
  verified?: boolean;
}

/** GET /api/exporters/{id} and /api/exporters/{id}/products. */
export class ExporterIdParams {
  @Transform(toNumber())
  @IsInt({ message: 'Exporter id must be a positive whole number' })
  @Min(1, { message: 'Exporter id must be a positive whole number' })
  @Max(MAX_INT4, { message: 'Exporter id must be a positive whole number' })
  id: number;
}
