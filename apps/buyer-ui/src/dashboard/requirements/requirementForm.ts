import type { BuyerRequirementDto } from '@ped/contracts/catalog';
import type { FieldErrors } from '@ped/web-kit/forms';

/** The Post Requirement dialog's fields (spec), as the form holds them. */
export interface RequirementValues {
  title: string;
  description: string;
  /** The category's id as the select's text; "" for none. */
  categoryId: string;
  quantity: string;
  budgetRange: string;
  timeline: string;
  deliveryLocation: string;
  paymentTerms: string;
  isPublic: boolean;
}

/** What POST and PATCH /api/buyer/requirements take from the dialog; null clears a field. */
export interface RequirementCommand {
  title: string;
  description: string;
  categoryId: number | null;
  quantity: string | null;
  budgetRange: string | null;
  timeline: string | null;
  deliveryLocation: string | null;
  paymentTerms: string | null;
  isPublic: boolean;
}

export const EMPTY_REQUIREMENT: RequirementValues = {
  title: '',
  description: '',
  categoryId: '',
  quantity: '',
  budgetRange: '',
  timeline: '',
  deliveryLocation: '',
  paymentTerms: '',
  isPublic: true,
};

/** The dialog's messages beside the two required fields (the toast says the spec's sentence). */
export const REQUIREMENT_FIELD_MESSAGES = {
  title: 'Title is required',
  description: 'Description is required',
} as const;

export function validateRequirement(values: RequirementValues): FieldErrors<RequirementValues> {
  const errors: FieldErrors<RequirementValues> = {};
  if (!values.title.trim()) errors.title = REQUIREMENT_FIELD_MESSAGES.title;
  if (!values.description.trim()) errors.description = REQUIREMENT_FIELD_MESSAGES.description;
  return errors;
}

/** A saved requirement in the dialog, for editing. */
export function fromRequirement(requirement: BuyerRequirementDto): RequirementValues {
  return {
    title: requirement.title,
    description: requirement.description,
    categoryId: requirement.categoryId === null ? '' : String(requirement.categoryId),
    quantity: requirement.quantity ?? '',
    budgetRange: requirement.budgetRange ?? '',
    timeline: requirement.timeline ?? '',
    deliveryLocation: requirement.deliveryLocation ?? '',
    paymentTerms: requirement.paymentTerms ?? '',
    isPublic: requirement.isPublic,
  };
}

const textOrNull = (value: string) => value.trim() || null;

/** The body: text trimmed, an empty optional field as null (absent when posting, cleared when editing). */
export function toRequirementCommand(values: RequirementValues): RequirementCommand {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    categoryId: values.categoryId ? Number(values.categoryId) : null,
    quantity: textOrNull(values.quantity),
    budgetRange: textOrNull(values.budgetRange),
    timeline: textOrNull(values.timeline),
    deliveryLocation: textOrNull(values.deliveryLocation),
    paymentTerms: textOrNull(values.paymentTerms),
    isPublic: values.isPublic,
  };
}
