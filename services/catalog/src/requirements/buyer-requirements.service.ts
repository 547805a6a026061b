import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import {
  CATALOG_SUBJECTS,
  endOfDayUtc,
  OPEN_DAYS_WITHOUT_DEADLINE,
  parseQuantity,
  todayUtc,
  type BuyerRequirementDto,
  type PostRequirementCommand,
  type UpdateRequirementCommand,
  type UpdateRequirementRequest,
} from '@ped/contracts/catalog';
import { REQUIREMENT_MESSAGES } from '@ped/contracts/options';
import { DomainException, OutboxService, requirePrincipal } from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { MAX_LISTED_REQUIREMENTS, REQUIREMENT_NOT_FOUND } from './requirements.constants.js';
import { Requirement } from './requirement.entity.js';
import {
  BUYER_REQUIREMENT_SQL,
  BUYER_REQUIREMENTS_SQL,
  type RequirementRow,
} from './buyer-requirements.sql.js';
import { toBuyerRequirementDto, toRequirementChangedEvent } from './buyer-requirements.util.js';
import { checkedSpecValues } from './requirement-templates.js';

/** The optional texts of a requirement, set from a command as given ("" and null: no value). */
const TEXT_FIELDS = [
  'productSpecifications',
  'quantity',
  'budgetRange',
  'timeline',
  'deliveryLocation',
  'paymentTerms',
] as const;

/** The date `days` after today (UTC), YYYY-MM-DD. */
const daysFromToday = (days: number) => todayUtc(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/** The structured fields an edit sets as given (none may be emptied: the DTO refuses null). */
const STRUCTURED_FIELDS = ['quantityAmount', 'quantityUnit', 'incoterm', 'destination', 'deadline'] as const;

/**
 * A buyer's buying requirements: only the buyer who posted one reads or changes it (another's id is
 * not found). Each change and its event are written in one transaction.
 */
@Injectable()
export class BuyerRequirementsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async list(ctx: RequestContext): Promise<BuyerRequirementDto[]> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    const rows: RequirementRow[] = await this.dataSource.query(BUYER_REQUIREMENTS_SQL, [
      buyer.id,
      MAX_LISTED_REQUIREMENTS,
    ]);
    return rows.map(toBuyerRequirementDto);
  }

  async post(ctx: RequestContext, command: PostRequirementCommand): Promise<BuyerRequirementDto> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    return this.dataSource.transaction(async (manager) => {
      const categoryId = command.categoryId ?? null;
      await requireCategory(manager, categoryId);
      const hasTarget = command.targetPrice !== undefined && command.targetPrice !== null;
      // The spec's short request: the quantity read from its text where it reads as one, the delivery location as
      // the destination; without a deadline it takes quotations for OPEN_DAYS_WITHOUT_DEADLINE days.
      const quantity =
        command.quantityAmount != null
          ? { amount: command.quantityAmount, unit: command.quantityUnit ?? null }
          : command.quantity
            ? parseQuantity(command.quantity)
            : null;
      const deadline = command.deadline ?? null;
      const requirement = manager.create(Requirement, {
        buyerUserId: buyer.id,
        title: command.title,
        description: command.description,
        categoryId,
        certificationNeeds: command.certificationNeeds ?? [],
        isPublic: command.isPublic ?? true,
        status: 'active',
        specValues: await checkedSpecValues(manager, categoryId, command.specValues ?? {}),
        quantityAmount: quantity?.amount ?? null,
        quantityUnit: quantity?.unit ?? null,
        incoterm: command.incoterm ?? null,
        destination: command.destination ?? command.deliveryLocation ?? null,
        targetPrice: hasTarget ? command.targetPrice : null,
        targetCurrency: hasTarget ? command.targetCurrency : null,
        deadline,
        // The requirement takes quotations until its deadline's end (UTC), then it expires.
        expiresAt: endOfDayUtc(deadline ?? daysFromToday(OPEN_DAYS_WITHOUT_DEADLINE)),
      });
      for (const field of TEXT_FIELDS) requirement[field] = command[field] ?? null;
      await manager.save(requirement);
      await this.outbox.add(
        manager,
        CATALOG_SUBJECTS.requirementPosted,
        toRequirementChangedEvent(requirement),
        buyer,
      );
      return read(manager, requirement.id, buyer.id);
    });
  }

  /**
   * Edits, closes or reopens one of the buyer's requirements. A new deadline moves its expiry; reopening
   * one that has expired needs a new deadline (400 naming deadline). A new category or new answers are
   * checked against the (new) category's template.
   */
  async update(ctx: RequestContext, { id, changes }: UpdateRequirementRequest): Promise<BuyerRequirementDto> {
    const buyer = requirePrincipal(ctx, ['buyer']);
    return this.dataSource.transaction(async (manager) => {
      const requirement = await manager.findOne(Requirement, {
        where: { id, buyerUserId: buyer.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!requirement) throw new DomainException('REQUIREMENT_NOT_FOUND', REQUIREMENT_NOT_FOUND);
      await requireCategory(manager, changes.categoryId);
      applyChanges(requirement, changes, new Date());
      if (changes.categoryId !== undefined || changes.specValues !== undefined) {
        requirement.specValues = await checkedSpecValues(
          manager,
          requirement.categoryId,
          changes.specValues ?? requirement.specValues,
        );
      }
      await manager.save(requirement);
      return read(manager, requirement.id, buyer.id);
    });
  }
}

function applyChanges(requirement: Requirement, changes: UpdateRequirementCommand, now: Date): void {
  if (changes.title !== undefined) requirement.title = changes.title;
  if (changes.description !== undefined) requirement.description = changes.description;
  if (changes.categoryId !== undefined) requirement.categoryId = changes.categoryId;
  for (const field of TEXT_FIELDS) {
    if (changes[field] !== undefined) requirement[field] = changes[field];
  }
  if (changes.certificationNeeds !== undefined)
    requirement.certificationNeeds = changes.certificationNeeds ?? [];
  if (changes.isPublic !== undefined) requirement.isPublic = changes.isPublic;
  for (const field of STRUCTURED_FIELDS) {
    if (changes[field] !== undefined) Object.assign(requirement, { [field]: changes[field] });
  }
  if (changes.targetPrice !== undefined) {
    requirement.targetPrice = changes.targetPrice ?? null;
    requirement.targetCurrency = changes.targetPrice === null ? null : (changes.targetCurrency ?? null);
  } else if (changes.targetCurrency !== undefined && requirement.targetPrice !== null) {
    requirement.targetCurrency = changes.targetCurrency ?? requirement.targetCurrency;
  }
  if (changes.deadline !== undefined) requirement.expiresAt = endOfDayUtc(changes.deadline);
  if (changes.status === undefined) return;
  const expired = requirement.expiresAt !== null && requirement.expiresAt <= now;
  if (changes.status === 'active' && expired) {
    throw new DomainException('INVALID_FIELDS', REQUIREMENT_MESSAGES.reopenNeedsDeadline, [
      { field: 'deadline', messages: [REQUIREMENT_MESSAGES.reopenNeedsDeadline] },
    ]);
  }
  requirement.status = changes.status;
}

/**
 * A requirement's category must be one of the list: checked, and held (FOR KEY SHARE) until the
 * requirement is written, so it cannot vanish in between.
 */
async function requireCategory(manager: EntityManager, categoryId: number | null | undefined): Promise<void> {
  if (categoryId === undefined || categoryId === null) return;
  const found: unknown[] = await manager.query(
    'SELECT 1 FROM catalog.categories WHERE id = $1 FOR KEY SHARE',
    [categoryId],
  );
  if (found.length === 0) {
    throw new DomainException('REQUIREMENT_CATEGORY_UNKNOWN', REQUIREMENT_MESSAGES.category, [
      { field: 'categoryId', messages: [REQUIREMENT_MESSAGES.category] },
    ]);
  }
}

async function read(manager: EntityManager, id: number, buyerUserId: number): Promise<BuyerRequirementDto> {
  const [row] = (await manager.query(BUYER_REQUIREMENT_SQL, [id, buyerUserId])) as RequirementRow[];
  return toBuyerRequirementDto(row!);
}
