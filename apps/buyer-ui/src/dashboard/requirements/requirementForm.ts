import {
  isAmount,
  isDateAhead,
  parseAmount,
  type BuyerRequirementDto,
  type PostRequirementCommand,
} from '@ped/contracts/catalog';
import {
  TRADE_TERMS_LIMITS,
  TRADE_TERMS_MESSAGES as B,
  INCOTERMS,
  QUANTITY_UNITS,
  TRADE_CURRENCIES,
  checkTemplateValues,
  cleanTemplateValues,
  type Incoterm,
  type QuantityUnit,
  type TradeCurrency,
  type RequirementTemplate,
  type TemplateValues,
} from '@ped/contracts/options';
import type { FieldErrors } from '@ped/web-kit/forms';

/** The answers to a category's template as the form holds them: text (numbers too), or a multiselect's choices. */
export type SpecAnswers = Record<string, string | string[]>;

/** The Post Requirement dialog's fields (spec, and issue 20's structured ones), as the form holds them. */
export interface RequirementValues {
  title: string;
  description: string;
  /** The category's id as the select's text; "" for none. */
  categoryId: string;
  specValues: SpecAnswers;
  quantityAmount: string;
  quantityUnit: string;
  incoterm: string;
  destination: string;
  targetPrice: string;
  targetCurrency: string;
  /** YYYY-MM-DD */
  deadline: string;
  budgetRange: string;
  timeline: string;
  paymentTerms: string;
  isPublic: boolean;
}

/**
 * What POST and PATCH /api/buyer/requirements take from the dialog: the server's own command (a type only: the
 * browser never loads its decorators); null clears an optional field.
 */
export type RequirementCommand = PostRequirementCommand;

export const EMPTY_REQUIREMENT: RequirementValues = {
  title: '',
  description: '',
  categoryId: '',
  specValues: {},
  quantityAmount: '',
  quantityUnit: '',
  incoterm: '',
  destination: '',
  targetPrice: '',
  targetCurrency: 'USD',
  deadline: '',
  budgetRange: '',
  timeline: '',
  paymentTerms: '',
  isPublic: true,
};

/** The dialog's messages beside the two required fields (the toast says the spec's sentence). */
export const REQUIREMENT_FIELD_MESSAGES = {
  title: 'Title is required',
  description: 'Description is required',
} as const;

/** The form's name of a template answer (its control's `name`, and the server's field in a 400). */
export const specFieldName = (key: string) => `specValues.${key}`;

const oneOf = (list: readonly string[], value: string) => list.includes(value);

/**
 * The dialog's check, with the server's rules and messages: title and description, the category's template
 * (checkTemplateValues, keyed `specValues.<key>`), then what is given of quantity (with its unit), Incoterm,
 * destination, target price and deadline (optional: the spec's short request has none of them). `savedDeadline`:
 * an edit may keep its deadline even once it has passed.
 */
export function validateRequirement(
  values: RequirementValues,
  template: RequirementTemplate | null,
  savedDeadline: string | null = null,
): FieldErrors<RequirementValues> {
  const errors: Record<string, string> = {};
  if (!values.title.trim()) errors.title = REQUIREMENT_FIELD_MESSAGES.title;
  if (!values.description.trim()) errors.description = REQUIREMENT_FIELD_MESSAGES.description;
  for (const { field, message } of checkTemplateValues(template, values.specValues)) errors[field] = message;
  if (values.quantityAmount.trim()) {
    if (!isAmount(parseAmount(values.quantityAmount))) errors.quantityAmount = B.quantityAmount;
    if (!oneOf(QUANTITY_UNITS, values.quantityUnit)) errors.quantityUnit = B.quantityUnit;
  }
  if (values.incoterm && !oneOf(INCOTERMS, values.incoterm)) errors.incoterm = B.incoterm;
  if ([...values.destination.trim()].length > TRADE_TERMS_LIMITS.destination)
    errors.destination = B.destinationTooLong;
  const target = parseAmount(values.targetPrice);
  if (target !== null) {
    if (!isAmount(target)) errors.targetPrice = B.targetPrice;
    if (!oneOf(TRADE_CURRENCIES, values.targetCurrency)) errors.targetCurrency = B.currency;
  }
  if (values.deadline && values.deadline !== savedDeadline && !isDateAhead(values.deadline))
    errors.deadline = B.deadline;
  return errors as FieldErrors<RequirementValues>;
}

/** A saved answer as the form's text. */
const answerText = (value: TemplateValues[string]): string | string[] =>
  Array.isArray(value) ? value : String(value);

/** A saved requirement in the dialog, for editing. */
export function fromRequirement(requirement: BuyerRequirementDto): RequirementValues {
  return {
    title: requirement.title,
    description: requirement.description,
    categoryId: requirement.categoryId === null ? '' : String(requirement.categoryId),
    specValues: Object.fromEntries(
      Object.entries(requirement.specValues ?? {}).map(([key, value]) => [key, answerText(value)]),
    ),
    quantityAmount: requirement.quantityAmount === null ? '' : String(requirement.quantityAmount),
    quantityUnit: requirement.quantityUnit ?? '',
    incoterm: requirement.incoterm ?? '',
    destination: requirement.destination ?? requirement.deliveryLocation ?? '',
    targetPrice: requirement.targetPrice === null ? '' : String(requirement.targetPrice),
    targetCurrency: requirement.targetCurrency ?? 'USD',
    deadline: requirement.deadline ?? '',
    budgetRange: requirement.budgetRange ?? '',
    timeline: requirement.timeline ?? '',
    paymentTerms: requirement.paymentTerms ?? '',
    isPublic: requirement.isPublic,
  };
}

const textOrNull = (value: string) => value.trim() || null;

/**
 * The body: text trimmed, an empty optional field as null, the template's answers cleaned (numbers as numbers,
 * blanks left out), amounts without thousands separators. Call it only once validateRequirement found nothing.
 */
export function toRequirementCommand(
  values: RequirementValues,
  template: RequirementTemplate | null,
  savedDeadline: string | null = null,
): RequirementCommand {
  const target = parseAmount(values.targetPrice);
  const quantity = parseAmount(values.quantityAmount);
  const destination = values.destination.trim();
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    categoryId: values.categoryId ? Number(values.categoryId) : null,
    specValues: cleanTemplateValues(template, values.specValues),
    ...(quantity === null
      ? {}
      : { quantityAmount: quantity, quantityUnit: values.quantityUnit as QuantityUnit }),
    ...(values.incoterm ? { incoterm: values.incoterm as Incoterm } : {}),
    ...(destination ? { destination } : {}),
    targetPrice: target,
    targetCurrency: target === null ? null : (values.targetCurrency as TradeCurrency),
    ...(!values.deadline || values.deadline === savedDeadline ? {} : { deadline: values.deadline }),
    budgetRange: textOrNull(values.budgetRange),
    timeline: textOrNull(values.timeline),
    paymentTerms: textOrNull(values.paymentTerms),
    isPublic: values.isPublic,
  };
}
