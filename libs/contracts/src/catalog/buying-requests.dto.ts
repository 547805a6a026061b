import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { MAX_INT4 } from '../common/limits.js';
import { PathId } from '../common/path-id.js';
import { rules } from '../common/rules.js';
import {
  BUYING_REQUEST_LIMITS as LIMIT,
  BUYING_REQUEST_MESSAGES as M,
  INCOTERMS,
  QUANTITY_UNITS,
  QUOTE_CURRENCIES,
  type Incoterm,
  type QuantityUnit,
  type QuoteCurrency,
  type ResponseStatus,
} from '../options/buying-requests.constants.js';
import type { ExporterPlan } from '../options/plans.constants.js';
import type { TemplateField, TemplateValues } from '../options/requirement-templates.js';
import type { VerificationCheck } from '../options/verification.constants.js';
import type { RequirementStatus } from '../options/buyer.constants.js';
import { RequirementIdParams } from './buyer.dto.js';
import { Amount, DateAhead, OneOf } from './buying-request.rules.js';
import { emptyAsNull, nested, trim } from '../common/transforms.js';

/*
 * Buying requests (issue 20): category templates, the exporters' list of open requirements, their
 * quotations, and the buyer's comparison with accept and decline. Who may see what:
 * - an open requirement is active, public and unexpired; only open ones are listed and answerable;
 * - an exporter sees its own quotation only; a buyer sees the quotations to its own requirements only;
 * - the buyer's identity (company, contact name, e-mail) shows to an exporter once the buyer accepted
 *   that exporter's quotation; before, only the buyer's country, business type and verified badge.
 */

/** Query values arrive as text; "" (or absent) takes the default. */
const toNumber =
  (fallback?: number) =>
  ({ value }: { value: unknown }) =>
    value === '' || value === null || value === undefined
      ? fallback
      : typeof value === 'string' && /^\d{1,10}$/.test(value)
        ? Number(value)
        : value;

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
  targetCurrency: QuoteCurrency | null;
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
  myResponse: RequirementResponseDto | null;
}

export interface OpenRequirementListDto {
  items: OpenRequirementDto[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/requirements/{id} */
export class OpenRequirementIdParams extends RequirementIdParams {}

// ---- quotations --------------------------------------------------------------------------------------

/** One step of a quotation's price by quantity: from `minQuantity` units on, `unitPrice` each. */
export interface PriceTier {
  minQuantity: number;
  unitPrice: number;
}

/** A tier's amounts as numbers ("400" from a form is 400); anything else is left for the check to refuse. */
const toTiers = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.map((tier: unknown) =>
        typeof tier === 'object' && tier !== null && !Array.isArray(tier)
          ? Object.fromEntries(
              Object.entries(tier).map(([key, amount]) => [
                key,
                typeof amount === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(amount) ? Number(amount) : amount,
              ]),
            )
          : tier,
      )
    : value;

const isAmount = (value: unknown): boolean =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value > 0 &&
  value <= LIMIT.amount &&
  Math.round(value * 10_000) === value * 10_000;

/**
 * Price tiers: each exactly {minQuantity, unitPrice}, amounts like unitPrice's, in strictly ascending
 * quantities. Checked as one field (the list has one message), so the OpenAPI reader sees a plain array.
 */
const validTiers = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.every(
    (tier, i) =>
      typeof tier === 'object' &&
      tier !== null &&
      Object.keys(tier).every((key) => key === 'minQuantity' || key === 'unitPrice') &&
      isAmount(tier.minQuantity) &&
      isAmount(tier.unitPrice) &&
      (i === 0 || tier.minQuantity > value[i - 1].minQuantity),
  );

/**
 * POST /api/requirements/{id}/responses: the exporter's quotation (a second POST edits it while the
 * buyer has not decided). Prices are per `unit`; attachments are links (a catalogue, a spec sheet).
 */
export class QuoteCommand {
  @Transform(trim)
  @IsNotEmpty({ message: M.quoteMessage })
  @IsString({ message: M.quoteMessage })
  @MaxLength(LIMIT.quoteMessage, { message: M.quoteMessageTooLong })
  message: string;

  @Amount(M.unitPrice, 'required')
  unitPrice: number;

  @OneOf(QUOTE_CURRENCIES, M.currency, 'required')
  currency: QuoteCurrency;

  @OneOf(QUANTITY_UNITS, M.unit, 'required')
  unit: QuantityUnit;

  /** Lower prices for larger orders: [{minQuantity, unitPrice}], in ascending minimum quantities. */
  @Transform(toTiers)
  @IsOptional()
  @IsArray({ message: M.priceTiers })
  @ArrayMaxSize(LIMIT.priceTiers, { message: M.priceTiers })
  @ValidateBy({ name: 'priceTiers', validator: { validate: validTiers } }, { message: M.priceTiers })
  priceTiers?: PriceTier[];

  /** In `unit`s. */
  @Amount(M.minimumOrder, 'optional')
  minimumOrder?: number | null;

  @Transform(toNumber())
  @IsInt({ message: M.leadTimeDays })
  @Min(1, { message: M.leadTimeDays })
  @Max(LIMIT.leadTimeDays, { message: M.leadTimeDays })
  leadTimeDays: number;

  @OneOf(INCOTERMS, M.incoterm, 'required')
  incoterm: Incoterm;

  @Transform(emptyAsNull)
  @IsOptional()
  @IsString({ message: M.portOfLoading })
  @MaxLength(LIMIT.portOfLoading, { message: M.portOfLoading })
  portOfLoading?: string | null;

  /** YYYY-MM-DD: the offer holds until that day's end (UTC). */
  @DateAhead(M.validUntil, 'required')
  validUntil: string;

  @IsOptional()
  @IsArray({ message: M.attachments })
  @ArrayMaxSize(LIMIT.attachments, { message: M.attachments })
  @rules(
    IsString({ each: true, message: M.attachments }),
    MaxLength(LIMIT.attachmentUrl, { each: true, message: M.attachments }),
    IsUrl({ require_protocol: true, protocols: ['http', 'https'] }, { each: true, message: M.attachments }),
  )
  attachments?: string[];
}

/** The message `catalog.requirement_response.submit`: the path's requirement id and the body. */
export class SubmitQuoteRequest extends RequirementIdParams {
  @Transform(nested(QuoteCommand))
  @IsObject({ message: 'quote must be an object' })
  @ValidateNested()
  quote: QuoteCommand;
}

/** A quotation's terms as stored (amounts as numbers). */
export interface QuotationDto {
  unitPrice: number;
  currency: QuoteCurrency;
  unit: QuantityUnit;
  priceTiers: { minQuantity: number; unitPrice: number }[];
  minimumOrder: number | null;
  leadTimeDays: number;
  incoterm: Incoterm;
  portOfLoading: string | null;
  validUntil: string;
}

/** An exporter's quotation to a requirement. */
export interface RequirementResponseDto {
  id: number;
  requirementId: number;
  exporterId: number;
  message: string;
  quotation: QuotationDto;
  attachments: string[];
  status: ResponseStatus;
  /** The buyer's reason when declined (optional). */
  declineReason: string | null;
  decidedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The reply of `catalog.requirement_response.submit`: 201 when this call created it, 200 when it edited it. */
export interface SubmitQuoteResultDto {
  created: boolean;
  response: RequirementResponseDto;
}

/** GET /api/my-exporter/responses: one of the caller's quotations with its requirement. */
export interface MyResponseDto extends RequirementResponseDto {
  requirement: {
    id: number;
    title: string;
    categoryName: string | null;
    status: RequirementStatus;
    isOpen: boolean;
    deadline: string | null;
  };
}

/** The plan's quotations this calendar month (UTC). */
export interface QuoteAllowanceDto {
  plan: ExporterPlan;
  /** null: no limit. */
  monthlyLimit: number | null;
  usedThisMonth: number;
}

export interface MyResponseListDto {
  items: MyResponseDto[];
  allowance: QuoteAllowanceDto;
}

// ---- the buyer's side: comparison, accept, decline ---------------------------------------------------

/** The exporter beside its quotation in the buyer's comparison. */
export interface QuotingExporterDto {
  id: number;
  companyName: string;
  logoUrl: string | null;
  city: string | null;
  businessType: string | null;
  /** Public (approved) now: its profile can be opened. */
  isListed: boolean;
  isVerified: boolean;
  isPremium: boolean;
  /** The verification checks passed and not lapsed. */
  verificationChecks: VerificationCheck[];
  /** Percent answered within 24 hours over 90 days; null below the minimum of samples. */
  responseRate: number | null;
  medianResponseMinutes: number | null;
  yearsInBusiness: number | null;
}

export interface BuyerResponseDto extends RequirementResponseDto {
  exporter: QuotingExporterDto;
}

/** GET /api/buyer/requirements/{id}/responses: the quotations to one of the buyer's requirements, oldest first. */
export interface BuyerResponseListDto {
  requirementId: number;
  responses: BuyerResponseDto[];
}

/** …/responses/{responseId}/accept and /decline */
export class ResponseIdParams {
  // Not extending RequirementIdParams: the path's parameters are documented in the path's order.
  @PathId('Requirement')
  id: number;

  @PathId('Quotation')
  responseId: number;
}

/** POST …/decline: an optional reason the exporter reads. */
export class DeclineResponseCommand {
  @Transform(emptyAsNull)
  @IsOptional()
  @IsString({ message: M.declineReason })
  @MaxLength(LIMIT.declineReason, { message: M.declineReason })
  reason?: string | null;
}

/** The message `catalog.requirement_response.decline`. */
export class DeclineResponseRequest extends ResponseIdParams {
  @Transform(nested(DeclineResponseCommand))
  @IsObject({ message: 'decline must be an object' })
  @ValidateNested()
  decline: DeclineResponseCommand;
}

/**
 * What messaging needs to open a quotation's conversation (the gateway passes it on right after
 * accepting; `catalog.response.accepted` carries the same, so the conversation exists even if that call fails).
 */
export interface QuoteConversationCommand {
  responseId: number;
  requirementTitle: string;
  buyerUserId: number;
  exporterId: number;
  exporterUserId: number;
  /** The conversation's first message, sent as the exporter's. */
  quotationSummary: string;
}

/** The reply of `catalog.requirement_response.accept` (the gateway's, not the HTTP answer). */
export interface AcceptResponseReplyDto {
  response: BuyerResponseDto;
  conversation: QuoteConversationCommand;
}

/** POST …/accept: the accepted quotation and its conversation (null if messaging did not answer in time: it follows). */
export interface AcceptResponseResultDto {
  response: BuyerResponseDto;
  conversationId: number | null;
}
