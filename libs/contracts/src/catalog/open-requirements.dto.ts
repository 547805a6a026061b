import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_INT4 } from '../common/limits.js';
import { emptyAsNull, toNumber } from '../common/transforms.js';
import { TRADE_TERMS_LIMITS as LIMIT, TRADE_TERMS_MESSAGES as M } from '../options/trade-terms.constants.js';
import { RequirementIdParams } from './buyer.dto.js';

/* Requirements as exporters read them (the answers: open-requirements.responses.ts). */

// ---- the exporter's side: open requirements ----------------------------------------------------------

/** GET /api/requirements: open requirements, newest first, filtered and searched. */
export class ListOpenRequirementsQuery {
  @Transform(toNumber())
  @IsOptional()
  @IsInt({ message: 'categoryId must be a positive whole number' })
  @Min(1, { message: 'categoryId must be a positive whole number' })
  @Max(MAX_INT4, { message: 'categoryId must be a positive whole number' })
  categoryId?: number;

  /** Words of the title or description. */
  @Transform(emptyAsNull)
  @IsOptional()
  @IsString({ message: M.search })
  @MaxLength(LIMIT.search, { message: M.search })
  q?: string | null;

  @Transform(toNumber(1))
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(LIMIT.maxPage, { message: `page must not be greater than ${LIMIT.maxPage}` })
  page: number = 1;

  @Transform(toNumber(LIMIT.pageSizeDefault))
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(LIMIT.pageSizeMax, { message: `pageSize must not be greater than ${LIMIT.pageSizeMax}` })
  pageSize: number = LIMIT.pageSizeDefault;
}

/** GET /api/requirements/{id} */
export class OpenRequirementIdParams extends RequirementIdParams {}
