import type { RequirementTemplateDto } from '@ped/contracts/catalog';
import type { TemplateField } from '@ped/contracts/options';

/** Every category with a template, in the categories' order (name). */
export const TEMPLATES_SQL = `
  SELECT c.id AS category_id, c.slug AS category_slug, c.name AS category_name, t.fields
    FROM catalog.requirement_templates t JOIN catalog.categories c ON c.slug = t.category_slug
   ORDER BY c.name, c.id`;

/** The template of one category; no row without one. $1: category id. */
export const TEMPLATE_OF_SQL = `
  SELECT t.fields FROM catalog.requirement_templates t JOIN catalog.categories c ON c.slug = t.category_slug
   WHERE c.id = $1`;

/** A row of TEMPLATES_SQL. */
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
