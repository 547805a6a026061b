import { TRADE_TERMS_LIMITS } from '../options/trade-terms.constants.js';

/**
 * An amount as a form holds it ("10,000", "12.5"): the number, null for no value, NaN for text that is not
 * an amount. Thousands separators are the form's courtesy; the API takes plain numbers.
 */
export function parseAmount(text: string): number | null {
  const plain = text.replace(/,/g, '').trim();
  if (plain === '') return null;
  return /^\d+(\.\d{1,4})?$/.test(plain) ? Number(plain) : NaN;
}

/** The Amount rule of requirements and quotations: greater than 0, at most 4 decimals, up to the limit. */
export const isAmount = (value: number | null): value is number =>
  value !== null && Number.isFinite(value) && value > 0 && value <= TRADE_TERMS_LIMITS.amount;
