import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_INT4 } from '../common/limits.js';
import { emptyAsNull, toNumber } from '../common/transforms.js';
import type { TemplateField, TemplateValues } from '../options/requirement-templates.js';
import {
  TRADE_TERMS_LIMITS as LIMIT,
  TRADE_TERMS_MESSAGES as M,
  type Incoterm,
  type QuantityUnit,
  type TradeCurrency,
} from '../options/trade-terms.constants.js';
import { RequirementIdParams } from './buyer.dto.js';
import type { QuotationDto } from './quotations.dto.js';

/* Requirements as exporters read them: the category templates and the open requirements. */

// ---- templates ---------------------------------------------------------------------------------------

/** A category's template as GET /api/requirement-templates lists it. */
export interface RequirementTemplateDto {
  categoryId: number;
  categorySlug: string;
  categoryName: string;
  fields: TemplateField[];
}

/** GET /api/requirement-templates: every category that has a template (public, the same for everyone). */
export interface RequirementTemplateListDto {
  templates: RequirementTemplateDto[];
}

// ---- the exporter's side: open requirements ----------------------------------------------------------

/** GET /api/requirements: open requirements, newest first, filtered and searched. */
export class ListOpenRequirementsQuery {
  @Transform(toNumber())
  @IsOptional()
  @IsInt({ message: 'categoryId must be a positive whole number' })
  @Min(1, { message: 'categoryId must be a positive whole number' })
  @Max(MAX_INT4, { message: 'categoryId must be a positive whole number' })
  categoryId?: number;

  /** Words of the title or description. */
  @Transform(emptyAsNull)
  @IsOptional()
  @IsString({ message: M.search })
  @MaxLength(LIMIT.search, { message: M.search })
  q?: string | null;

  @Transform(toNumber(1))
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(LIMIT.maxPage, { message: `page must not be greater than ${LIMIT.maxPage}` })
  page: number = 1;

  @Transform(toNumber(LIMIT.pageSizeDefault))
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(LIMIT.pageSizeMax, { message: `pageSize must not be greater than ${LIMIT.pageSizeMax}` })
  pageSize: number = LIMIT.pageSizeDefault;
}

/**
 * The buyer as an exporter sees it: country, business type and badge always; company, contact name and
 * e-mail (each null when the buyer never gave it) only once the buyer accepted this exporter's quotation.
 */
export interface RequirementBuyerDto {
  country: string | null;
  businessType: string | null;
  isVerified: boolean;
  revealed: boolean;
  companyName: string | null;
  contactName: string | null;
  email: string | null;
}

/** A requirement as exporters see it (GET /api/requirements and /api/requirements/{id}). */
export interface OpenRequirementDto {
  id: number;
  title: string;
  description: string;
  categoryId: number | null;
  categoryName: string | null;
  /** The category's template (empty without one): how to show `specValues`, in order. */
  templateFields: TemplateField[];
  specValues: TemplateValues;
  quantityAmount: number | null;
  quantityUnit: QuantityUnit | null;
  incoterm: Incoterm | null;
  destination: string | null;
  targetPrice: number | null;
  targetCurrency: TradeCurrency | null;
  deadline: string | null;
  expiresAt: string | null;
  /** The spec's free-text fields, as the buyer wrote them. */
  quantity: string | null;
  budgetRange: string | null;
  timeline: string | null;
  paymentTerms: string | null;
  certificationNeeds: string[];
  postedAt: string;
  /** Open: listed and answerable. A requirement the exporter quoted stays readable to it when not. */
  isOpen: boolean;
  buyer: RequirementBuyerDto;
  /** The caller's own quotation to it, if any. */
  myResponse: QuotationDto | null;
}

export interface OpenRequirementListDto {
  items: OpenRequirementDto[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/requirements/{id} */
export class OpenRequirementIdParams extends RequirementIdParams {}
