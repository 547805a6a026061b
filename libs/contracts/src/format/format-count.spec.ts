import { formatCount } from './index.js';

describe('formatCount', () => {
  it.each([0, 7, 999, 1000, 12_345, 1_234_567, -4321, 9_007_199_254_740_991, 1234.5, 0.25])(
    'writes %p as en-US does',
    (value) => {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    },
  );
});
