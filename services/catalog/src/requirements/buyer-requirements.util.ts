import type { BuyerRequirementDto, RequirementChangedEvent } from '@ped/contracts/catalog';
import type { Requirement } from './requirement.entity.js';
import type { RequirementRow } from './buyer-requirements.sql.js';

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
    specValues: row.spec_values,
    quantityAmount: row.quantity_amount,
    quantityUnit: row.quantity_unit,
    incoterm: row.incoterm,
    destination: row.destination,
    targetPrice: row.target_price,
    targetCurrency: row.target_currency,
    deadline: row.deadline,
    expiresAt: row.expires_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    responseCount: row.response_count,
    pendingResponseCount: row.pending_response_count,
  };
}

/** The payload of `catalog.requirement.posted|updated|closed`. */
export function toRequirementChangedEvent(requirement: Requirement): RequirementChangedEvent {
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
