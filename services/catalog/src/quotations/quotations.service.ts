import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import {
  CATALOG_SUBJECTS,
  quotationSummary,
  type MyQuotationListDto,
  type QuotationCommand,
  type SubmitQuotationRequest,
  type SubmitQuotationResultDto,
} from '@ped/contracts/catalog';
import {
  TRADE_TERMS_MESSAGES as M,
  monthlyQuotationLimit,
  PLAN_LIMIT_MESSAGES,
} from '@ped/contracts/options';
import { DomainException, OutboxService } from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import {
  INSERT_QUOTATION_SQL,
  MY_QUOTATIONS_SQL,
  QUOTATIONS_THIS_MONTH_SQL,
  QUOTATION_COLUMNS,
  UPDATE_QUOTATION_SQL,
  toQuotationTerms,
  toQuotationDto,
  type MyQuotationRow,
  type QuotationRow,
} from './quotations.sql.js';
import { requirementNotFound } from '../requirements/open-requirements.service.js';
import { approvedExporter, ownExporter, type OwnExporter } from '../my-exporter/own-exporter.js';

/** The exporter's list shows its latest quotations up to this many. */
const MY_QUOTATIONS_MAX = 200;
/** Serialises one exporter's quotations (the month's count and its one row per requirement). */
const QUOTATION_LOCK = 'catalog.quotes';

interface RequirementForQuotation {
  id: number;
  title: string;
  destination: string | null;
  category_id: number | null;
  buyer_user_id: number;
  status: 'active' | 'closed';
  is_public: boolean;
  expired: boolean;
}

/**
 * An exporter's quotations: one per requirement, edited by a second POST until the buyer decides. A
 * first quotation counts against a Basic plan's month (UTC); each exporter's quotations are serialised
 * by an advisory lock, so two at once can neither pass the limit together nor make two rows.
 */
@Injectable()
export class QuotationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async submit(
    ctx: RequestContext,
    { id, quote }: SubmitQuotationRequest,
  ): Promise<SubmitQuotationResultDto> {
    return this.dataSource.transaction(async (manager) => {
      const exporter = await approvedExporter(ctx, manager);
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', [QUOTATION_LOCK, exporter.id]);
      const [requirement] = await manager.query<RequirementForQuotation[]>(
        `SELECT id, title, destination, category_id, buyer_user_id, status, is_public,
                expires_at IS NOT NULL AND expires_at <= now() AS expired
           FROM catalog.buyer_requirements WHERE id = $1 FOR SHARE`,
        [id],
      );
      const [existing] = await manager.query<QuotationRow[]>(
        `SELECT ${QUOTATION_COLUMNS} FROM catalog.requirement_responses rr
          WHERE rr.requirement_id = $1 AND rr.exporter_id = $2 FOR UPDATE`,
        [id, exporter.id],
      );
      requireAnswerable(requirement, existing);
      if (existing && existing.status !== 'pending')
        throw new DomainException('RESPONSE_DECIDED', M.responseDecided);
      if (!existing) await requireAllowance(manager, exporter);
      const row = existing
        ? await updateQuotation(manager, existing.id, quote)
        : await insertQuotation(manager, id, exporter.id, quote);
      const response = toQuotationDto(row);
      await this.outbox.add(
        manager,
        CATALOG_SUBJECTS.quotationSubmitted,
        {
          responseId: row.id,
          requirementId: requirement!.id,
          requirementTitle: requirement!.title,
          categoryId: requirement!.category_id,
          buyerUserId: requirement!.buyer_user_id,
          exporterId: exporter.id,
          companyName: exporter.companyName,
          firstResponse: !existing,
          quotationSummary: quotationSummary(requirement!, {
            ...toQuotationTerms(row),
            message: row.message,
            attachments: row.attachments,
          }),
          at: row.updated_at.toISOString(),
        },
        ctx.principal!,
      );
      return { created: !existing, response };
    });
  }

  async mine(ctx: RequestContext): Promise<MyQuotationListDto> {
    const manager = this.dataSource.manager;
    const exporter = await ownExporter(ctx, manager);
    const [rows, [used]] = await Promise.all([
      manager.query<MyQuotationRow[]>(MY_QUOTATIONS_SQL, [exporter.id, MY_QUOTATIONS_MAX]),
      manager.query<{ n: number }[]>(QUOTATIONS_THIS_MONTH_SQL, [exporter.id]),
    ]);
    return {
      items: rows.map((row) => ({
        ...toQuotationDto(row),
        requirement: {
          id: row.requirement_id,
          title: row.requirement_title,
          categoryName: row.category_name,
          status: row.requirement_status,
          isOpen: row.is_open,
          deadline: row.deadline,
        },
      })),
      allowance: {
        plan: exporter.plan,
        monthlyLimit: monthlyQuotationLimit(exporter.plan),
        usedThisMonth: used?.n ?? 0,
      },
    };
  }
}

/**
 * Only an open requirement takes a quotation: unknown, or private and never quoted by the caller → 404;
 * closed (or made private since the caller quoted) → 409; past its deadline → 410.
 */
function requireAnswerable(
  requirement: RequirementForQuotation | undefined,
  existing: QuotationRow | undefined,
): void {
  if (!requirement || (!requirement.is_public && !existing)) throw requirementNotFound();
  if (requirement.status === 'closed' || !requirement.is_public) {
    throw new DomainException('REQUIREMENT_CLOSED', M.requirementClosed);
  }
  if (requirement.expired) throw new DomainException('REQUIREMENT_EXPIRED', M.requirementExpired);
}

async function requireAllowance(manager: EntityManager, exporter: OwnExporter): Promise<void> {
  const limit = monthlyQuotationLimit(exporter.plan);
  if (limit === null) return;
  const [{ n }] = await manager.query<{ n: number }[]>(QUOTATIONS_THIS_MONTH_SQL, [exporter.id]);
  if (n >= limit) throw new DomainException('PLAN_LIMIT_REACHED', PLAN_LIMIT_MESSAGES.quotes);
}

/** The command's terms as the columns take them, in QUOTATION_VALUES's order ($3 on). */
const quotationValues = (quote: QuotationCommand) => [
  quote.message,
  quote.unitPrice,
  quote.currency,
  quote.unit,
  JSON.stringify(
    (quote.priceTiers ?? []).map((t) => ({ minQuantity: t.minQuantity, unitPrice: t.unitPrice })),
  ),
  quote.minimumOrder ?? null,
  quote.leadTimeDays,
  quote.incoterm,
  quote.portOfLoading ?? null,
  quote.validUntil,
  [...new Set(quote.attachments ?? [])],
];

async function insertQuotation(
  manager: EntityManager,
  requirementId: number,
  exporterId: number,
  quote: QuotationCommand,
): Promise<QuotationRow> {
  const [row] = await manager.query<QuotationRow[]>(INSERT_QUOTATION_SQL, [
    requirementId,
    exporterId,
    ...quotationValues(quote),
  ]);
  return row!;
}

async function updateQuotation(
  manager: EntityManager,
  id: number,
  quote: QuotationCommand,
): Promise<QuotationRow> {
  const [[row]] = await manager.query<[QuotationRow[], number]>(UPDATE_QUOTATION_SQL, [
    id,
    ...quotationValues(quote),
  ]);
  return row!;
}
