import {
  checkTemplateValues,
  cleanTemplateValues,
  type RequirementTemplate,
  type TemplateField,
  type TemplateValues,
} from '@ped/contracts/options';
import { DomainException } from '@ped/nest-kit';
import type { EntityManager } from 'typeorm';
import { TEMPLATE_OF_SQL } from './requirement-templates.sql.js';

export async function templateOf(
  manager: EntityManager,
  categoryId: number | null,
): Promise<RequirementTemplate | null> {
  if (categoryId === null) return null;
  const [row] = await manager.query<{ fields: TemplateField[] }[]>(TEMPLATE_OF_SQL, [categoryId]);
  return row ? { fields: row.fields } : null;
}

/**
 * The answers checked against the category's template (the dialog's own check, checkTemplateValues), and
 * stored clean; a refusal is a 400 naming each `specValues.<key>`.
 */
export async function checkedSpecValues(
  manager: EntityManager,
  categoryId: number | null,
  values: Record<string, unknown>,
): Promise<TemplateValues> {
  const template = await templateOf(manager, categoryId);
  const errors = checkTemplateValues(template, values);
  if (errors.length > 0) {
    throw new DomainException(
      'INVALID_FIELDS',
      errors[0]!.message,
      errors.map((error) => ({ field: error.field, messages: [error.message] })),
    );
  }
  return cleanTemplateValues(template, values);
}
