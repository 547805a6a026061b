import { PAYLOAD_TOO_LARGE_MESSAGE } from '@ped/contracts';
import { ERROR_STATUS } from './error-status.js';
import { fastifyErrorBody } from './fastify-errors.js';

describe('fastifyErrorBody', () => {
  it.each([
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'PAYLOAD_TOO_LARGE', 'BODY_TOO_LARGE', PAYLOAD_TOO_LARGE_MESSAGE],
    [
      'FST_ERR_CTP_INVALID_MEDIA_TYPE',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'UNSUPPORTED_CONTENT',
      expect.any(String),
    ],
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 'VALIDATION_FAILED', 'MALFORMED_BODY', 'Malformed JSON body'],
    ['FST_ERR_MAX_PARAM_LENGTH', 414, 'URI_TOO_LONG', 'URL_TOO_LONG', 'Request URL is too long'],
    ['FST_ERR_BAD_URL', 400, 'VALIDATION_FAILED', 'MALFORMED_URL', 'Malformed URL'],
  ])('answers %s with %i %s, reason %s', (fastifyCode, status, code, reason, message) => {
    const body = fastifyErrorBody({ code: fastifyCode, message: "'/api/echo' is not valid" });
    expect(body).toEqual({ code, reason, message });
    expect(ERROR_STATUS[body!.code]).toBe(status);
  });

  it('leaves other errors to the filter', () => {
    expect(fastifyErrorBody(new Error('boom'))).toBeUndefined();
    expect(fastifyErrorBody(undefined)).toBeUndefined();
    expect(fastifyErrorBody({ code: 'ECONNRESET' })).toBeUndefined();
  });
});
