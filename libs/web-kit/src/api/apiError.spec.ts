import { ApiError, apiErrorMessage, apiErrorStatus, isApiError } from './apiError.js';

describe('ApiError', () => {
  const body = {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    reason: 'INVALID_FIELDS',
    message: 'Email is invalid',
    details: [
      { field: 'email', messages: ['Please enter a valid email address', 'too long'] },
      { field: 'name', messages: ['Your name is required'] },
    ],
  };

  it('reads a non-OK answer into the spec\'s "status: body" message, with the body\'s parts as fields', async () => {
    const res = new Response(JSON.stringify(body), { status: 400, statusText: 'Bad Request' });
    const error: unknown = await ApiError.fromQuotation(res);
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      reason: 'INVALID_FIELDS',
      serverMessage: 'Email is invalid',
    });
    expect(error.fieldErrors()).toEqual({
      email: 'Please enter a valid email address',
      name: 'Your name is required',
    });
    expect(apiErrorMessage(error, 'fallback')).toBe('Email is invalid');
    expect(apiErrorStatus(error)).toBe(400);
  });

  it('carries no reason when the server gave none, and the status text when the body is empty', async () => {
    const legacy = new ApiError(404, JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'Gone' }));
    expect(legacy.reason).toBeUndefined();
    expect(legacy.code).toBe('NOT_FOUND');
    const empty = await ApiError.fromQuotation(
      new Response(null, { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(empty.message).toBe('502: Bad Gateway');
    expect(empty.body).toBeNull();
    expect(empty.details).toEqual([]);
  });

  it('falls back when there is no JSON message, and knows no status of a network failure', () => {
    expect(apiErrorMessage(new ApiError(502, '<html>Bad Gateway</html>'), 'fallback')).toBe('fallback');
    expect(apiErrorMessage(new ApiError(500, '{"message":"  "}'), 'fallback')).toBe('fallback');
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(apiErrorMessage(new Error(`400: ${JSON.stringify(body)}`), 'fallback')).toBe('fallback');
    expect(apiErrorMessage('nope', 'fallback')).toBe('fallback');
    expect(apiErrorStatus(new TypeError('Failed to fetch'))).toBeNull();
  });
});
