import { isLessDetailed, parseQuantity } from './requirement-detail.js';

describe('parseQuantity (a requirement’s free-text quantity)', () => {
  it.each([
    ['20000 pcs', 20000, 'pieces'],
    ['20,000 pieces', 20000, 'pieces'],
    ['  500   MT ', 500, 'MT'],
    ['500 metric tons', 500, 'MT'],
    ['1.5k pairs', 1500, 'pairs'],
    ['12.5 kg', 12.5, 'kg'],
    ['300kg', 300, 'kg'],
    ['2 40ft containers', 2, '40ft containers'],
    ['10 Dozen.', 10, 'dozens'],
    ['5000 sq ft', 5000, 'square feet'],
  ])('reads %j as %d %s', (text, amount, unit) => {
    expect(parseQuantity(text)).toEqual({ amount, unit });
  });

  it.each([
    'about twenty thousand',
    '20000',
    'pcs',
    '0 pcs',
    '20000 widgets',
    '1,00 pcs',
    '9999999999 kg',
    '',
  ])('reads %j as nothing', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });
});

describe('isLessDetailed', () => {
  const full = {
    quantityAmount: 20000,
    incoterm: 'FOB' as const,
    destination: 'Hamburg, Germany',
    deadline: '2026-12-31',
  };
  it('is true when any structured detail is missing', () => {
    expect(isLessDetailed(full)).toBe(false);
    expect(isLessDetailed({ ...full, incoterm: null })).toBe(true);
    expect(isLessDetailed({ ...full, deadline: null })).toBe(true);
  });
});
