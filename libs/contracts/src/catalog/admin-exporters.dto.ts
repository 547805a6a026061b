import { PageLimit, PageOffset } from '../common/pagination.js';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { MAX_INT4 } from '../common/limits.js';
import { PathId } from '../common/path-id.js';
import {
  ADMIN_EXPORTER_COUNT_LIMIT,
  ADMIN_EXPORTER_MAX_OFFSET,
  EXPORTER_STATUSES,
  type ExporterStatus,
} from '../options/catalog.constants.js';
import { ADMIN_PLAN_FILTERS, type AdminPlanFilter } from '../options/plans.constants.js';

/**
 * The admin console's exporter list (issue 19; catalog owns it): the query and command classes that validate
 * these routes. Their answers are declared in admin-exporters.responses.ts.
 */

/** Why one id of a bulk action failed (approve: not found or not pending; verify: not found, rejected or verified). */
export const BULK_FAILURE_REASONS = [
  'EXPORTER_NOT_FOUND',
  'EXPORTER_NOT_PENDING',
  'EXPORTER_REJECTED',
  'ALREADY_VERIFIED',
] as const;
export type BulkFailureReason = (typeof BULK_FAILURE_REASONS)[number];

/** DELETE /api/admin/exporters/{id}, between the services: the account that owned it (its sessions end). */
export interface ExporterRemovedDto {
  userId: number | null;
}

export const ADMIN_EXPORTER_SORTS = ['createdAt', 'companyName', 'completeness'] as const;
export type AdminExporterSort = (typeof ADMIN_EXPORTER_SORTS)[number];
export const ADMIN_EXPORTER_PAGE_SIZE = 20;
export const ADMIN_EXPORTER_MAX_PAGE_SIZE = 100;
// The paging limits live with the options the browser imports (this file's validators stay out of bundles).
export { ADMIN_EXPORTER_COUNT_LIMIT, ADMIN_EXPORTER_MAX_OFFSET };
export const ADMIN_SEARCH_MAX_LENGTH = 200;
export const BULK_ACTIONS = ['approve', 'verify'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_MAX_EXPORTERS = 500;

/** Query strings leave an empty field as "": absent. `all` is the filters' "no filter". */
const emptyAsAbsent = ({ value }: { value: unknown }) =>
  value === '' || value === 'all' ? undefined : value;
const ADMIN_STATUS_FILTERS = ['all', ...EXPORTER_STATUSES] as const;
const IDS_MESSAGE = `exporterIds must be a list of 1 to ${BULK_MAX_EXPORTERS} different exporter ids`;

/** GET /api/admin/exporters: every exporter whatever its status, searched, filtered, ordered and paged. */
export class AdminExportersQuery {
  /** Part of the company name, e-mail or contact person (case-insensitive). */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() || undefined : value,
  )
  @IsOptional()
  @IsString({ message: 'searchTerm must be text' })
  @MaxLength(ADMIN_SEARCH_MAX_LENGTH, {
    message: `searchTerm must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters`,
  })
  searchTerm?: string;

  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsIn(EXPORTER_STATUSES, { message: `filterStatus must be one of: ${ADMIN_STATUS_FILTERS.join(', ')}` })
  filterStatus?: ExporterStatus;

  /** `free` is the Basic plan. */
  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsIn(ADMIN_PLAN_FILTERS, { message: `filterPlan must be one of: ${ADMIN_PLAN_FILTERS.join(', ')}` })
  filterPlan?: Exclude<AdminPlanFilter, 'all'>;

  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsIn(ADMIN_EXPORTER_SORTS, { message: `sort must be one of: ${ADMIN_EXPORTER_SORTS.join(', ')}` })
  sort?: AdminExporterSort;

  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'order must be asc or desc' })
  order?: 'asc' | 'desc';

  @PageLimit(ADMIN_EXPORTER_PAGE_SIZE, ADMIN_EXPORTER_MAX_PAGE_SIZE)
  limit: number = ADMIN_EXPORTER_PAGE_SIZE;

  @PageOffset(ADMIN_EXPORTER_MAX_OFFSET)
  offset: number = 0;
}

/** PATCH /api/admin/exporters/{id}/verify */
export class ExporterVerifyCommand {
  @IsBoolean({ message: 'isVerified must be true or false' })
  isVerified: boolean;
}

/** The message `catalog.admin_exporter.verify`: the path's exporter id and the command. */
export class ExporterVerifyRequest extends ExporterVerifyCommand {
  @PathId('Exporter')
  id: number;
}

/** POST /api/admin/bulk-actions: one action over up to 500 exporters, each in its own transaction. */
export class BulkActionCommand {
  @IsIn(BULK_ACTIONS, { message: `action must be one of: ${BULK_ACTIONS.join(', ')}` })
  action: BulkAction;

  @IsArray({ message: IDS_MESSAGE })
  @ArrayMinSize(1, { message: IDS_MESSAGE })
  @ArrayMaxSize(BULK_MAX_EXPORTERS, { message: IDS_MESSAGE })
  @ArrayUnique(undefined, { message: IDS_MESSAGE })
  @IsInt({ each: true, message: IDS_MESSAGE })
  @Min(1, { each: true, message: IDS_MESSAGE })
  @Max(MAX_INT4, { each: true, message: IDS_MESSAGE })
  exporterIds: number[];
}
