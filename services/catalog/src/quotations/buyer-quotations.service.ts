import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Principal, RequestContext } from '@ped/contracts';
import {
  CATALOG_SUBJECTS,
  quotationSummary,
  type AcceptQuotationReplyDto,
  type BuyerQuotationDto,
  type BuyerQuotationListDto,
  type DeclineQuotationRequest,
  type RequirementIdParams,
  type QuotationIdParams,
} from '@ped/contracts/catalog';
import { TRADE_TERMS_MESSAGES as M, VERIFICATION_VALID_MONTHS } from '@ped/contracts/options';
import { DomainException, OutboxService, requirePrincipal } from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import {
  BUYER_QUOTATIONS_SQL,
  toQuotingExporter,
  toQuotationDto,
  type BuyerQuotationRow,
} from './quotations.sql.js';
import { requirementNotFound } from '../requirements/open-requirements.service.js';

interface OwnRequirement {
  id: number;
  title: string;
  destination: string | null;
}

interface Decision {
  requirement: OwnRequirement;
  response: BuyerQuotationDto;
  exporterUserId: number;
  companyName: string;
  /** false: the same decision was made before (nothing changed, no event). */
  changed: boolean;
}

const responseNotFound = () => new DomainException('RESPONSE_NOT_FOUND', M.responseNotFound);

/**
 * The buyer's side: the quotations to its own requirements (another buyer's requirement is not found),
 * and its decision on each. A decision is final: accepting (or declining) again answers as before; the
 * other decision is refused (409). Each decision and its event commit together.
 */
@Injectable()
export class BuyerQuotationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async list(ctx: RequestContext, { id }: RequirementIdParams): Promise<BuyerQuotationListDto> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    const manager = this.dataSource.manager;
    await ownRequirement(manager, id, buyer.id);
    const rows = await manager.query<BuyerQuotationRow[]>(BUYER_QUOTATIONS_SQL, [
      id,
      VERIFICATION_VALID_MONTHS,
      null,
    ]);
    const now = new Date();
    return { requirementId: id, responses: rows.map((row) => toBuyerQuotation(row, now)) };
  }

  async accept(ctx: RequestContext, params: QuotationIdParams): Promise<AcceptQuotationReplyDto> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    return this.dataSource.transaction(async (manager) => {
      const decision = await decide(manager, buyer, params, 'accepted', null);
      const { requirement, response } = decision;
      const conversation = {
        responseId: response.id,
        requirementTitle: requirement.title,
        buyerUserId: buyer.id,
        exporterId: response.exporterId,
        exporterUserId: decision.exporterUserId,
        quotationSummary: quotationSummary(requirement, {
          ...response.quotation,
          message: response.message,
          attachments: response.attachments,
        }),
      };
      if (decision.changed) {
        await this.outbox.add(
          manager,
          CATALOG_SUBJECTS.quotationAccepted,
          {
            ...conversation,
            requirementId: requirement.id,
            companyName: decision.companyName,
            at: response.decidedAt!,
          },
          buyer,
        );
      }
      return { response, conversation };
    });
  }

  async decline(ctx: RequestContext, request: DeclineQuotationRequest): Promise<BuyerQuotationDto> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    return this.dataSource.transaction(async (manager) => {
      const reason = request.decline.reason ?? null;
      // The exporter reads the decline and its reason in its quotations; no one else needs to know.
      const { response } = await decide(manager, buyer, request, 'declined', reason);
      return response;
    });
  }
}

/** Sets a pending quotation's decision (the row held until commit), or finds the same decision made. */
async function decide(
  manager: EntityManager,
  buyer: Principal,
  { id, responseId }: QuotationIdParams,
  status: 'accepted' | 'declined',
  reason: string | null,
): Promise<Decision> {
  const requirement = await ownRequirement(manager, id, buyer.id);
  const [current] = await manager.query<{ status: string; exporter_id: number }[]>(
    `SELECT status, exporter_id FROM catalog.requirement_responses
      WHERE id = $1 AND requirement_id = $2 FOR UPDATE`,
    [responseId, id],
  );
  if (!current) throw responseNotFound();
  if (current.status !== 'pending' && current.status !== status) {
    throw new DomainException('RESPONSE_DECIDED', M.responseDecided);
  }
  const changed = current.status === 'pending';
  if (changed) {
    await manager.query(
      `UPDATE catalog.requirement_responses SET status = $2, decline_reason = $3, decided_at = now(), updated_at = now()
        WHERE id = $1`,
      [responseId, status, reason],
    );
  }
  const [row] = await manager.query<BuyerQuotationRow[]>(BUYER_QUOTATIONS_SQL, [
    id,
    VERIFICATION_VALID_MONTHS,
    responseId,
  ]);
  const [exporter] = await manager.query<{ user_id: number | null; company_name: string }[]>(
    'SELECT user_id, company_name FROM catalog.exporters WHERE id = $1',
    [current.exporter_id],
  );
  return {
    requirement,
    response: toBuyerQuotation(row!, new Date()),
    // The account that sent the quotation owns the profile (a quotation needs one).
    exporterUserId: exporter!.user_id!,
    companyName: exporter!.company_name,
    changed,
  };
}

async function ownRequirement(
  manager: EntityManager,
  id: number,
  buyerUserId: number,
): Promise<OwnRequirement> {
  const [row] = await manager.query<OwnRequirement[]>(
    'SELECT id, title, destination FROM catalog.buyer_requirements WHERE id = $1 AND buyer_user_id = $2',
    [id, buyerUserId],
  );
  if (!row) throw requirementNotFound();
  return row;
}

function toBuyerQuotation(row: BuyerQuotationRow, now: Date): BuyerQuotationDto {
  return { ...toQuotationDto(row), exporter: toQuotingExporter(row, now) };
}
