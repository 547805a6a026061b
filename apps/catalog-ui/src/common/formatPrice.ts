/**
 * A price as the catalogue shows it: USD with a dollar sign and thousands separators, per unit when there is one
 * ("$1,263.62 / metric ton"); "Price on request" without a price. `price` is exact decimal text, kept digit for digit.
 */
export function formatPrice(price: string | null, unit: string | null): string {
  if (price === null) return 'Price on request';
  const [whole = '', cents] = price.split('.');
  const amount = `$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${cents === undefined ? '' : `.${cents}`}`;
  return unit ? `${amount} / ${unit}` : amount;
}
