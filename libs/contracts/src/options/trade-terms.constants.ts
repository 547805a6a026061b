/*
 * Requirements (issue 20): the lists, limits and texts of structured requirements and exporters'
 * quotations, shared by the Post Requirement dialog, the quote form and the catalog service.
 */

/** Incoterms 2020, in the ICC's order. */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** The units a quantity (and a quoted price "per unit") is counted in. */
export const QUANTITY_UNITS = [
  'MT',
  'kg',
  'pieces',
  'pairs',
  'dozens',
  'sets',
  'meters',
  'yards',
  'square feet',
  'rolls',
  'cartons',
  '20ft containers',
  '40ft containers',
] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

/** The currencies of target prices and quotations. */
export const TRADE_CURRENCIES = ['USD', 'EUR', 'GBP', 'AED', 'SAR', 'CNY', 'PKR'] as const;
export type TradeCurrency = (typeof TRADE_CURRENCIES)[number];

/**
 * The stated rates the buyer's comparison converts prices with: units of each currency per 1 USD, as
 * of `asOf`. Stated, not live: the comparison says "at the rate of {asOf}" so nobody mistakes them for
 * a bank's rate.
 */
export const EXCHANGE_RATES = {
  base: 'USD',
  asOf: '2026-11-01',
  perUsd: { USD: 1, EUR: 0.86, GBP: 0.76, AED: 3.6725, SAR: 3.75, CNY: 7.12, PKR: 281 },
} as const satisfies { base: TradeCurrency; asOf: string; perUsd: Record<TradeCurrency, number> };

/** `amount` in `from` as `to` at EXCHANGE_RATES (not rounded: round when showing). */
export function convertCurrency(amount: number, from: TradeCurrency, to: TradeCurrency): number {
  return (amount / EXCHANGE_RATES.perUsd[from]) * EXCHANGE_RATES.perUsd[to];
}

/** An exporter's quotation is pending until the buyer accepts or declines it (then it is final). */
export const QUOTATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** How far ahead a requirement's deadline and a quotation's validity may be (days). */
export const TRADE_TERMS_MAX_DAYS_AHEAD = 365;

export const TRADE_TERMS_LIMITS = {
  destination: 255,
  /** The largest quantity, price or minimum order (numeric(14, 3|4) columns). */
  amount: 999_999_999,
  quotationMessage: 5000,
  portOfLoading: 100,
  priceTiers: 10,
  attachments: 5,
  attachmentUrl: 500,
  leadTimeDays: 365,
  declineReason: 500,
  search: 100,
  pageSizeDefault: 20,
  pageSizeMax: 50,
  /** The deepest page served (page × pageSize stays within reach of an index scan). */
  maxPage: 200,
} as const;

/** The texts of requirements' structured fields and of quotations (browser and server alike). */
export const TRADE_TERMS_MESSAGES = {
  quantityAmount: 'Please enter the quantity as a number greater than 0',
  quantityUnit: 'Please choose the quantity’s unit from the list',
  incoterm: 'Please choose an Incoterm from the list',
  destination: 'Please enter the destination port or country',
  destinationTooLong: 'The destination must be at most 255 characters',
  targetPrice: 'The target price must be a number greater than 0',
  currency: 'Please choose a currency from the list',
  deadline: 'The deadline must be a date from today to a year ahead',
  specValues: 'The category’s details must be an object of its fields',
  quotationMessage: 'Please write a message to the buyer',
  quotationMessageTooLong: 'The message must be at most 5,000 characters',
  unitPrice: 'The unit price must be a number greater than 0',
  unit: 'Please choose the unit the price is per from the list',
  priceTiers:
    'Price tiers need a minimum quantity and a unit price each, in ascending quantities (at most 10)',
  minimumOrder: 'The minimum order must be a number greater than 0',
  leadTimeDays: 'The lead time must be a whole number of days from 1 to 365',
  portOfLoading: 'The port of loading must be at most 100 characters',
  validUntil: 'The quotation must be valid until a date from today to a year ahead',
  attachments: 'Attachments must be up to 5 links starting with http:// or https://',
  declineReason: 'The reason must be at most 500 characters',
  search: 'The search must be at most 100 characters',
  /** Refusals (their reasons in CATALOG_REASONS). */
  requirementNotFound: 'Buying request not found',
  requirementClosed: 'This buying request is closed and no longer takes quotations',
  requirementExpired: 'This buying request has expired and no longer takes quotations',
  responseNotFound: 'Quotation not found',
  responseDecided: 'The buyer has decided on this quotation; it can no longer be changed',
  accepted: 'Quotation accepted',
  declined: 'Quotation declined',
} as const;

/** A quotation's conversation subject (messaging opens it when the buyer accepts). */
export const quotationConversationSubject = (requirementTitle: string): string =>
  `Quotation: ${requirementTitle}`;

/**
 * The Incoterms whose named place is in the seller's country (where the goods are handed over); the others
 * name a place at destination. "FOB Hamburg" would be wrong: FOB names the port of loading.
 */
const ORIGIN_PLACE: Partial<Record<Incoterm, string>> = {
  EXW: "the exporter's premises",
  FCA: 'a named place in Pakistan',
  FAS: 'a port of loading in Pakistan',
  FOB: 'a port of loading in Pakistan',
};

/**
 * An Incoterm with the place it legally names, and the other end of the journey where it is known:
 * "CIF Hamburg, Germany", "FOB Karachi, to Hamburg, Germany", "FOB (a port of loading in Pakistan), to Hamburg,
 * Germany", "CIF, from Karachi". Null without an Incoterm.
 */
export function incotermWithPlace(
  incoterm: string | null,
  { origin = null, destination = null }: { origin?: string | null; destination?: string | null },
): string | null {
  if (!incoterm) return null;
  const originWords = ORIGIN_PLACE[incoterm as Incoterm];
  if (originWords !== undefined) {
    const named = origin ? `${incoterm} ${origin}` : `${incoterm} (${originWords})`;
    return destination ? `${named}, to ${destination}` : named;
  }
  const named = destination ? `${incoterm} ${destination}` : incoterm;
  return origin ? `${named}, from ${origin}` : named;
}

/** A quantity unit as one of it ("per piece", "per metric ton"): prices are per one unit. */
const ONE_OF: Record<QuantityUnit, string> = {
  MT: 'MT',
  kg: 'kg',
  pieces: 'piece',
  pairs: 'pair',
  dozens: 'dozen',
  sets: 'set',
  meters: 'meter',
  yards: 'yard',
  'square feet': 'square foot',
  rolls: 'roll',
  cartons: 'carton',
  '20ft containers': '20ft container',
  '40ft containers': '40ft container',
};

/** "per piece", "per MT": what a price is for (a unit outside QUANTITY_UNITS as written). */
export function perUnit(unit: string): string {
  return `per ${ONE_OF[unit as QuantityUnit] ?? unit}`;
}

/** "EUR 2.50 per piece": a price in its currency per one unit. */
export function pricePerUnit(amount: string, currency: string | null, unit: string | null): string {
  const price = currency ? `${currency} ${amount}` : amount;
  return unit ? `${price} ${perUnit(unit)}` : price;
}
