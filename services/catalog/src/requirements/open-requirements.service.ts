import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type {
  ListOpenRequirementsQuery,
  OpenRequirementDto,
  OpenRequirementListDto,
  RequirementIdParams,
  RequirementTemplateListDto,
} from '@ped/contracts/catalog';
import { TRADE_TERMS_MESSAGES } from '@ped/contracts/options';
import { DomainException } from '@ped/nest-kit';
import { DataSource } from 'typeorm';
import { MY_QUOTATIONS_TO_SQL, toQuotationDto, type QuotationRow } from '../quotations/quotations.sql.js';
import {
  EXPORTER_REQUIREMENT_SQL,
  openRequirementsCountSql,
  openRequirementsSql,
  toOpenRequirementDto,
  type RequirementReadRow,
} from './open-requirements.sql.js';
import { approvedExporter } from '../my-exporter/own-exporter.js';
import { TEMPLATES_SQL, toTemplateDto, type TemplateRow } from './requirement-templates.sql.js';

/** `q` as an ILIKE pattern: its words in order, wildcards typed by the caller taken literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\s+/g, '%')}%`;

export const requirementNotFound = () =>
  new DomainException('REQUIREMENT_NOT_FOUND', TRADE_TERMS_MESSAGES.requirementNotFound);

/**
 * What exporters see of requirements: the templates (public), the open requirements of every
 * category to an approved exporter of any plan (a pending or rejected one is refused: buyers' requests
 * are for reviewed suppliers), and a requirement it quoted even once no longer open.
 */
@Injectable()
export class OpenRequirementsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async templates(): Promise<RequirementTemplateListDto> {
    const rows = await this.dataSource.query<TemplateRow[]>(TEMPLATES_SQL);
    return { templates: rows.map(toTemplateDto) };
  }

  async list(ctx: RequestContext, query: ListOpenRequirementsQuery): Promise<OpenRequirementListDto> {
    const manager = this.dataSource.manager;
    const exporter = await approvedExporter(ctx, manager);
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.categoryId !== undefined) {
      params.push(query.categoryId);
      conditions.push(`r.category_id = $${params.length + 2}`);
    }
    if (query.q) {
      params.push(likePattern(query.q));
      conditions.push(`(r.title ILIKE $${params.length + 2} OR r.description ILIKE $${params.length + 2})`);
    }
    const where = conditions.map((condition) => ` AND ${condition}`).join('');
    const offset = (query.page - 1) * query.pageSize;
    const [rows, [count]] = await Promise.all([
      manager.query<RequirementReadRow[]>(openRequirementsSql(where), [query.pageSize, offset, ...params]),
      manager.query<{ total: number }[]>(
        // The count takes the same conditions with their parameters from $1.
        openRequirementsCountSql(where.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) - 2}`)),
        params,
      ),
    ]);
    const mine = await manager.query<QuotationRow[]>(MY_QUOTATIONS_TO_SQL, [
      exporter.id,
      rows.map((r) => r.id),
    ]);
    const byRequirement = new Map(mine.map((row) => [row.requirement_id, toQuotationDto(row)]));
    return {
      items: rows.map((row) => toOpenRequirementDto(row, byRequirement.get(row.id) ?? null)),
      total: count?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** An open requirement, or one the caller quoted; any other (private, closed, expired, unknown) is 404. */
  async get(ctx: RequestContext, { id }: RequirementIdParams): Promise<OpenRequirementDto> {
    const manager = this.dataSource.manager;
    const exporter = await approvedExporter(ctx, manager);
    const [row] = await manager.query<RequirementReadRow[]>(EXPORTER_REQUIREMENT_SQL, [id, exporter.id]);
    if (!row) throw requirementNotFound();
    const [mine] = await manager.query<QuotationRow[]>(MY_QUOTATIONS_TO_SQL, [exporter.id, [id]]);
    return toOpenRequirementDto(row, mine ? toQuotationDto(mine) : null);
  }
}
