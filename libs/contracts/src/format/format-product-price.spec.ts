import { formatProductPrice as formatPrice } from './index.js';

describe('formatPrice', () => {
  it('shows dollars with thousands separators, per unit, keeping the exact decimals', () => {
    expect(formatPrice('1263.62', 'metric ton')).toBe('$1,263.62 / metric ton');
    expect(formatPrice('1234567.5', null)).toBe('$1,234,567.5');
    expect(formatPrice('12.50', 'piece')).toBe('$12.50 / piece');
    expect(formatPrice('980', 'ton')).toBe('$980 / ton');
  });

  it('says "Price on request" without a price', () => {
    expect(formatPrice(null, 'kg')).toBe('Price on request');
  });
});
