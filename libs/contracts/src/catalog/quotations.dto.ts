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
import { PathId } from '../common/path-id.js';
import { rules } from '../common/rules.js';
import {
  TRADE_TERMS_LIMITS as LIMIT,
  TRADE_TERMS_MESSAGES as M,
  INCOTERMS,
  QUANTITY_UNITS,
  TRADE_CURRENCIES,
  type Incoterm,
  type QuantityUnit,
  type TradeCurrency,
} from '../options/trade-terms.constants.js';
import { RequirementIdParams } from './buyer.dto.js';
import type { BuyerQuotationDto, PriceTier, QuotationDto } from './quotations.responses.js';
import { Amount, DateAhead, OneOf } from './trade-terms.rules.js';
import { emptyAsNull, nested, toNumber, trim } from '../common/transforms.js';
import { LINK_URL_OPTIONS } from '../options/web-address.js';

/*
 * Quotations (issue 20): the exporter's quotation to an open requirement, its list with the plan's
 * allowance, and the buyer's comparison with accept and decline. Who may see what:
 * - an open requirement is active, public and unexpired; only open ones are listed and answerable;
 * - an exporter sees its own quotation only; a buyer sees the quotations to its own requirements only;
 * - the buyer's identity (company, contact name, e-mail) shows to an exporter once the buyer accepted
 *   that exporter's quotation; before, only the buyer's country, business type and verified badge.
 * The answers are declared in quotations.responses.ts.
 */

// ---- quotations --------------------------------------------------------------------------------------

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
export class QuotationCommand {
  @Transform(trim)
  @IsNotEmpty({ message: M.quotationMessage })
  @IsString({ message: M.quotationMessage })
  @MaxLength(LIMIT.quotationMessage, { message: M.quotationMessageTooLong })
  message: string;

  @Amount(M.unitPrice, 'required')
  unitPrice: number;

  @OneOf(TRADE_CURRENCIES, M.currency, 'required')
  currency: TradeCurrency;

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
    IsUrl(LINK_URL_OPTIONS, { each: true, message: M.attachments }),
  )
  attachments?: string[];
}

/** The message `catalog.quotation.submit`: the path's requirement id and the body. */
export class SubmitQuotationRequest extends RequirementIdParams {
  @Transform(nested(QuotationCommand))
  @IsObject({ message: 'quote must be an object' })
  @ValidateNested()
  quote: QuotationCommand;
}

/** The reply of `catalog.quotation.submit`: 201 when this call created it, 200 when it edited it. */
export interface SubmitQuotationResultDto {
  created: boolean;
  response: QuotationDto;
}

// ---- the buyer's side: comparison, accept, decline ---------------------------------------------------

/** …/responses/{responseId}/accept and /decline */
export class QuotationIdParams {
  // Not extending RequirementIdParams: the path's parameters are documented in the path's order.
  @PathId('Requirement')
  id: number;

  @PathId('Quotation')
  responseId: number;
}

/** POST …/decline: an optional reason the exporter reads. */
export class DeclineQuotationCommand {
  @Transform(emptyAsNull)
  @IsOptional()
  @IsString({ message: M.declineReason })
  @MaxLength(LIMIT.declineReason, { message: M.declineReason })
  reason?: string | null;
}

/** The message `catalog.quotation.decline`. */
export class DeclineQuotationRequest extends QuotationIdParams {
  @Transform(nested(DeclineQuotationCommand))
  @IsObject({ message: 'decline must be an object' })
  @ValidateNested()
  decline: DeclineQuotationCommand;
}

/**
 * What messaging needs to open a quotation's conversation (the gateway passes it on right after
 * accepting; `catalog.response.accepted` carries the same, so the conversation exists even if that call fails).
 */
export interface QuotationConversationCommand {
  responseId: number;
  requirementTitle: string;
  buyerUserId: number;
  exporterId: number;
  exporterUserId: number;
  /** The conversation's first message, sent as the exporter's. */
  quotationSummary: string;
}

/** The reply of `catalog.quotation.accept` (the gateway's, not the HTTP answer). */
export interface AcceptQuotationReplyDto {
  response: BuyerQuotationDto;
  conversation: QuotationConversationCommand;
}
