/*
 * Requirement templates (issue 20): the fields a supplier needs in order to quote, per category. The
 * templates are data (catalog.requirement_templates); this module is the one reading of them, so the
 * Post Requirement dialog and the catalog service check a requirement's answers the same way.
 */

import type { TemplateField, TemplateValue, TemplateValues } from '../catalog/open-requirements.responses.js';

/** A template's field and its answers are declared with the API's answers (catalog/open-requirements.responses.ts). */
export type { TemplateField, TemplateValue, TemplateValues };

export const TEMPLATE_FIELD_TYPES = ['text', 'number', 'select', 'multiselect'] as const;
export type TemplateFieldType = (typeof TEMPLATE_FIELD_TYPES)[number];

/** A category's template: its fields in the order the dialog shows them. */
export interface RequirementTemplate {
  fields: TemplateField[];
}

export const TEMPLATE_TEXT_MAX_LENGTH = 200;

/** A refused answer, named as the request names it: `specValues.<key>`. */
export interface TemplateValueError {
  field: string;
  message: string;
}

/** An answer that says nothing: absent, null, "" (or spaces), or an empty list. */
const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A number, or text that is one ("12.5"); anything else is NaN. */
const asNumber = (value: unknown): number =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)
      ? Number(value)
      : NaN;

const withUnit = (value: number, unit?: string) =>
  unit ? `${value.toLocaleString('en-US')}${unit === '%' ? '' : ' '}${unit}` : value.toLocaleString('en-US');

function checkField(field: TemplateField, value: unknown, answering: boolean): string | null {
  if (isBlank(value)) return field.required && answering ? `${field.label} is required` : null;
  switch (field.type) {
    case 'text': {
      const max = field.maxLength ?? TEMPLATE_TEXT_MAX_LENGTH;
      if (typeof value !== 'string') return `${field.label} must be text`;
      return [...value.trim()].length > max
        ? `${field.label} must be at most ${max.toLocaleString('en-US')} characters`
        : null;
    }
    case 'number': {
      const number = asNumber(value);
      if (!Number.isFinite(number)) return `${field.label} must be a number`;
      if (field.min !== undefined && number < field.min)
        return `${field.label} must be at least ${withUnit(field.min, field.unit)}`;
      if (field.max !== undefined && number > field.max)
        return `${field.label} must be at most ${withUnit(field.max, field.unit)}`;
      return null;
    }
    case 'select':
      return typeof value === 'string' && (field.options ?? []).includes(value)
        ? null
        : `Please choose ${field.label} from the list`;
    case 'multiselect':
      return Array.isArray(value) &&
        value.every((entry) => typeof entry === 'string' && (field.options ?? []).includes(entry))
        ? null
        : `Please choose ${field.label} from the list`;
  }
}

/**
 * The answers a template refuses, in the template's order, then any key it does not ask for (no answer at
 * all is not refused). `values`
 * may come straight from a form (numbers as text, "" for none) or from JSON; `template` null means the
 * category has none, so any answer is refused.
 */
export function checkTemplateValues(
  template: RequirementTemplate | null,
  values: Record<string, unknown> | null | undefined,
): TemplateValueError[] {
  const answers = values ?? {};
  const fields = template?.fields ?? [];
  const errors: TemplateValueError[] = [];
  // The spec's short request answers none: the template is encouraged, not demanded. Its required fields are
  // required once any is answered.
  const answering = Object.values(answers).some((value) => !isBlank(value));
  for (const field of fields) {
    const message = checkField(field, answers[field.key], answering);
    if (message) errors.push({ field: `specValues.${field.key}`, message });
  }
  const known = new Set(fields.map((field) => field.key));
  for (const key of Object.keys(answers)) {
    if (!known.has(key) && !isBlank(answers[key]))
      errors.push({ field: `specValues.${key}`, message: `${key} is not a detail of this category` });
  }
  return errors;
}

/**
 * The answers as stored once checkTemplateValues found none wrong: blanks left out, text trimmed,
 * numbers as numbers, each choice once. Keys the template does not ask for are dropped.
 */
export function cleanTemplateValues(
  template: RequirementTemplate | null,
  values: Record<string, unknown> | null | undefined,
): TemplateValues {
  const clean: TemplateValues = {};
  for (const field of template?.fields ?? []) {
    const value = values?.[field.key];
    if (isBlank(value)) continue;
    if (field.type === 'number') clean[field.key] = asNumber(value);
    else if (field.type === 'multiselect') clean[field.key] = [...new Set(value as string[])];
    else clean[field.key] = (value as string).trim();
  }
  return clean;
}

/** An answer as text ("12.5 %", "Cotton, Polyester"), for cards, mails and quotations. */
export function formatTemplateValue(field: TemplateField, value: TemplateValue | undefined): string | null {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.join(', ');
  if (field.type === 'number' && typeof value === 'number') return withUnit(value, field.unit);
  return String(value);
}
