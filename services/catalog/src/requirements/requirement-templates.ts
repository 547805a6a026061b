import type { RequirementTemplateDto } from '@ped/contracts/catalog';
import {
  checkTemplateValues,
  cleanTemplateValues,
  type RequirementTemplate,
  type TemplateField,
  type TemplateValues,
} from '@ped/contracts/options';
import { DomainException } from '@ped/nest-kit';
import type { EntityManager } from 'typeorm';

/** Every category with a template, in the categories' order (name). */
export const TEMPLATES_SQL = `
  SELECT c.id AS category_id, c.slug AS category_slug, c.name AS category_name, t.fields
    FROM catalog.requirement_templates t JOIN catalog.categories c ON c.slug = t.category_slug
   ORDER BY c.name, c.id`;

/** The template of one category; no row without one. $1: category id. */
const TEMPLATE_OF_SQL = `
  SELECT t.fields FROM catalog.requirement_templates t JOIN catalog.categories c ON c.slug = t.category_slug
   WHERE c.id = $1`;

export interface TemplateRow {
  category_id: number;
  category_slug: string;
  category_name: string;
  fields: TemplateField[];
}

export const toTemplateDto = (row: TemplateRow): RequirementTemplateDto => ({
  categoryId: row.category_id,
  categorySlug: row.category_slug,
  categoryName: row.category_name,
  fields: row.fields,
});

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
