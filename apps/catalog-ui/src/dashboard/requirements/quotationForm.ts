import {
  isAmount,
  isDateAhead,
  parseAmount,
  todayUtc,
  type OpenRequirementDto,
  type QuotationCommand,
  type QuotationDto,
} from '@ped/contracts/catalog';
import {
  TRADE_TERMS_LIMITS as LIMIT,
  TRADE_TERMS_MESSAGES as M,
  INCOTERMS,
  QUANTITY_UNITS,
  TRADE_CURRENCIES,
  type Incoterm,
  type QuantityUnit,
  type TradeCurrency,
  isLink,
} from '@ped/contracts/options';
import type { FieldErrors } from '@ped/web-kit/forms';

/** One price tier as the form holds it. */
export interface TierValues {
  minQuantity: string;
  unitPrice: string;
}

/** The quote form's fields, as text (amounts, days) and lists (tiers). */
export interface QuotationValues {
  message: string;
  unitPrice: string;
  currency: string;
  unit: string;
  priceTiers: TierValues[];
  minimumOrder: string;
  leadTimeDays: string;
  incoterm: string;
  portOfLoading: string;
  /** YYYY-MM-DD */
  validUntil: string;
  /** One link a line. */
  attachments: string;
}

/** Days a new quotation is valid for by default. */
const DEFAULT_VALIDITY_DAYS = 30;

const daysAhead = (days: number) => todayUtc(new Date(Date.now() + days * 86_400_000));

/** A new quotation starts from the request's own terms (its unit, Incoterm and target currency). */
export function newQuotation(
  requirement: Pick<OpenRequirementDto, 'quantityUnit' | 'incoterm' | 'targetCurrency'>,
): QuotationValues {
  return {
    message: '',
    unitPrice: '',
    currency: requirement.targetCurrency ?? 'USD',
    unit: requirement.quantityUnit ?? '',
    priceTiers: [],
    minimumOrder: '',
    leadTimeDays: '',
    incoterm: requirement.incoterm ?? '',
    portOfLoading: '',
    validUntil: daysAhead(DEFAULT_VALIDITY_DAYS),
    attachments: '',
  };
}

/** A sent quotation back in the form, for editing while the buyer has not decided. */
export function fromQuotation(response: QuotationDto): QuotationValues {
  const { quotation } = response;
  return {
    message: response.message,
    unitPrice: String(quotation.unitPrice),
    currency: quotation.currency,
    unit: quotation.unit,
    priceTiers: quotation.priceTiers.map((tier) => ({
      minQuantity: String(tier.minQuantity),
      unitPrice: String(tier.unitPrice),
    })),
    minimumOrder: quotation.minimumOrder === null ? '' : String(quotation.minimumOrder),
    leadTimeDays: String(quotation.leadTimeDays),
    incoterm: quotation.incoterm,
    portOfLoading: quotation.portOfLoading ?? '',
    validUntil: quotation.validUntil,
    attachments: response.attachments.join('\n'),
  };
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** An attachment: a link (the server's rule) within the column's length. */
const isAttachment = (text: string) => isLink(text) && text.length <= LIMIT.attachmentUrl;

function tiersAreValid(tiers: TierValues[]): boolean {
  if (tiers.length > LIMIT.priceTiers) return false;
  const quantities = tiers.map((tier) => parseAmount(tier.minQuantity));
  return tiers.every(
    (tier, i) =>
      isAmount(quantities[i] ?? null) &&
      isAmount(parseAmount(tier.unitPrice)) &&
      (i === 0 || (quantities[i] as number) > (quantities[i - 1] as number)),
  );
}

/** The quote form's check: the QuotationCommand's rules and messages (the server's own). */
export function validateQuotation(values: QuotationValues): FieldErrors<QuotationValues> {
  const errors: FieldErrors<QuotationValues> = {};
  const message = values.message.trim();
  if (!message) errors.message = M.quotationMessage;
  else if ([...message].length > LIMIT.quotationMessage) errors.message = M.quotationMessageTooLong;
  if (!isAmount(parseAmount(values.unitPrice))) errors.unitPrice = M.unitPrice;
  if (!TRADE_CURRENCIES.includes(values.currency as TradeCurrency)) errors.currency = M.currency;
  if (!QUANTITY_UNITS.includes(values.unit as QuantityUnit)) errors.unit = M.unit;
  if (!tiersAreValid(values.priceTiers)) errors.priceTiers = M.priceTiers;
  const minimum = parseAmount(values.minimumOrder);
  if (minimum !== null && !isAmount(minimum)) errors.minimumOrder = M.minimumOrder;
  const days = values.leadTimeDays.trim();
  if (!/^\d{1,3}$/.test(days) || Number(days) < 1 || Number(days) > LIMIT.leadTimeDays)
    errors.leadTimeDays = M.leadTimeDays;
  if (!INCOTERMS.includes(values.incoterm as Incoterm)) errors.incoterm = M.incoterm;
  if ([...values.portOfLoading.trim()].length > LIMIT.portOfLoading) errors.portOfLoading = M.portOfLoading;
  if (!isDateAhead(values.validUntil)) errors.validUntil = M.validUntil;
  const links = linesOf(values.attachments);
  if (links.length > LIMIT.attachments || !links.every(isAttachment)) errors.attachments = M.attachments;
  return errors;
}

/** The body of POST /api/requirements/{id}/responses (call once validateQuotation found nothing). */
export function toQuotationCommand(values: QuotationValues): QuotationCommand {
  return {
    message: values.message.trim(),
    unitPrice: parseAmount(values.unitPrice) as number,
    currency: values.currency as TradeCurrency,
    unit: values.unit as QuantityUnit,
    priceTiers: values.priceTiers.map((tier) => ({
      minQuantity: parseAmount(tier.minQuantity) as number,
      unitPrice: parseAmount(tier.unitPrice) as number,
    })),
    minimumOrder: parseAmount(values.minimumOrder),
    leadTimeDays: Number(values.leadTimeDays.trim()),
    incoterm: values.incoterm as Incoterm,
    portOfLoading: values.portOfLoading.trim() || null,
    validUntil: values.validUntil,
    attachments: linesOf(values.attachments),
  };
}
