import { isServiceErrorBody } from './errors.js';

describe('isServiceErrorBody', () => {
  it('accepts a known code with a message', () => {
    expect(isServiceErrorBody({ code: 'NOT_FOUND', message: 'Category Not Found' })).toBe(true);
  });

  it('rejects unknown codes and non-objects', () => {
    expect(isServiceErrorBody({ code: 'NOPE', message: 'x' })).toBe(false);
    expect(isServiceErrorBody('404: Not Found')).toBe(false);
    expect(isServiceErrorBody(null)).toBe(false);
  });
});
