import { PAYLOAD_TOO_LARGE_MESSAGE } from '@ped/contracts';
import { ERROR_STATUS } from './error-status.js';
import { fastifyErrorBody } from './fastify-errors.js';

describe('fastifyErrorBody', () => {
  it.each([
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'PAYLOAD_TOO_LARGE', PAYLOAD_TOO_LARGE_MESSAGE],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'UNSUPPORTED_MEDIA_TYPE', expect.any(String)],
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 'VALIDATION_FAILED', 'Malformed JSON body'],
    ['FST_ERR_MAX_PARAM_LENGTH', 414, 'URI_TOO_LONG', 'Request URL is too long'],
    ['FST_ERR_BAD_URL', 400, 'VALIDATION_FAILED', 'Malformed URL'],
  ])('answers %s with %i %s', (fastifyCode, status, code, message) => {
    const body = fastifyErrorBody({ code: fastifyCode, message: "'/api/echo' is not valid" });
    expect(body).toEqual({ code, message });
    expect(ERROR_STATUS[body!.code]).toBe(status);
  });

  it('leaves other errors to the filter', () => {
    expect(fastifyErrorBody(new Error('boom'))).toBeUndefined();
    expect(fastifyErrorBody(undefined)).toBeUndefined();
    expect(fastifyErrorBody({ code: 'ECONNRESET' })).toBeUndefined();
  });
});
