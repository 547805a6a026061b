import { apiErrorMessage, apiErrorStatus, parseApiError } from './apiError.js';

describe('apiErrorMessage', () => {
  const body = { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Email is invalid' };

  it("reads the server's message from an apiRequest error", () => {
    expect(apiErrorMessage(new Error(`400: ${JSON.stringify(body)}`), 'fallback')).toBe('Email is invalid');
    expect(apiErrorStatus(new Error(`400: ${JSON.stringify(body)}`))).toBe(400);
    expect(parseApiError(new Error(`400: ${JSON.stringify(body)}`))?.body?.code).toBe('VALIDATION_FAILED');
  });

  it('falls back when there is no JSON message', () => {
    expect(apiErrorMessage(new Error('502: Bad Gateway'), 'fallback')).toBe('fallback');
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(apiErrorMessage('nope', 'fallback')).toBe('fallback');
    expect(apiErrorStatus(new TypeError('Failed to fetch'))).toBeNull();
  });
});
