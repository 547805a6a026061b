import {
  CATALOG_REASONS,
  COMMON_REASONS,
  ERROR_REASONS,
  IDENTITY_REASONS,
  MESSAGING_REASONS,
} from './error-reasons.js';
import { errorBody, isServiceErrorBody } from './errors.js';

describe('isServiceErrorBody', () => {
  it('accepts a known code and reason with a message', () => {
    expect(
      isServiceErrorBody({ code: 'NOT_FOUND', reason: 'CATEGORY_NOT_FOUND', message: 'Category Not Found' }),
    ).toBe(true);
  });

  it('rejects unknown codes or reasons, a missing reason, and non-objects', () => {
    expect(isServiceErrorBody({ code: 'NOPE', reason: 'INTERNAL_ERROR', message: 'x' })).toBe(false);
    expect(isServiceErrorBody({ code: 'NOT_FOUND', reason: 'NOPE', message: 'x' })).toBe(false);
    expect(isServiceErrorBody({ code: 'NOT_FOUND', message: 'Category Not Found' })).toBe(false);
    expect(isServiceErrorBody('404: Not Found')).toBe(false);
    expect(isServiceErrorBody(null)).toBe(false);
  });
});

describe('errorBody', () => {
  it("takes the code from the reason's map", () => {
    expect(errorBody('EXPORTER_NOT_FOUND', 'Exporter not found')).toEqual({
      code: 'NOT_FOUND',
      reason: 'EXPORTER_NOT_FOUND',
      message: 'Exporter not found',
    });
    const details = [{ field: 'email', messages: ['Please enter a valid email address'] }];
    expect(errorBody('INVALID_FIELDS', 'email: …', details)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details,
    });
  });

  it('gives a reason shared by two contexts the same code in both', () => {
    for (const map of [COMMON_REASONS, IDENTITY_REASONS, CATALOG_REASONS, MESSAGING_REASONS]) {
      for (const [reason, code] of Object.entries(map)) {
        expect([reason, ERROR_REASONS[reason as keyof typeof ERROR_REASONS]]).toEqual([reason, code]);
      }
    }
  });
});
