import type { BuyerRequirementDto, RequirementChangedEvent } from '@ped/contracts/catalog';
import { REQUIREMENT_DEFAULT_LIFETIME_DAYS } from '@ped/contracts/options';
import type { BuyerRequirement } from './buyer-requirement.entity.js';
import type { RequirementRow } from './buyer-requirement.sql.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a requirement posted (or reopened) at `now` without a date of its own expires. */
export function defaultExpiry(now: Date): Date {
  return new Date(now.getTime() + REQUIREMENT_DEFAULT_LIFETIME_DAYS * DAY_MS);
}

export function toBuyerRequirementDto(row: RequirementRow): BuyerRequirementDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    categoryId: row.category_id,
    categoryName: row.category_name,
    productSpecifications: row.product_specifications,
    quantity: row.quantity,
    budgetRange: row.budget_range,
    timeline: row.timeline,
    deliveryLocation: row.delivery_location,
    paymentTerms: row.payment_terms,
    certificationNeeds: row.certification_needs,
    isPublic: row.is_public,
    status: row.status,
    expiresAt: row.expires_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    responseCount: row.response_count,
  };
}

/** The payload of `catalog.requirement.posted|updated|closed`. */
export function toRequirementChangedEvent(requirement: BuyerRequirement): RequirementChangedEvent {
  return {
    id: requirement.id,
    buyerUserId: requirement.buyerUserId,
    categoryId: requirement.categoryId,
    title: requirement.title,
    status: requirement.status,
    isPublic: requirement.isPublic,
    expiresAt: requirement.expiresAt?.toISOString() ?? null,
  };
}
