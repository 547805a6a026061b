import { errorBody, PAYLOAD_TOO_LARGE_MESSAGE, type ServiceErrorBody } from '@ped/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS } from './error-status.js';

/**
 * Fastify's own refusals, before any route runs, as the API answers them: a generic reason (its code and
 * status follow) and a fixed message, since Fastify's messages name its internals or echo the URL.
 */
const FASTIFY_ERRORS: Record<string, ServiceErrorBody> = {
  FST_ERR_CTP_BODY_TOO_LARGE: errorBody('BODY_TOO_LARGE', PAYLOAD_TOO_LARGE_MESSAGE),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: errorBody(
    'UNSUPPORTED_CONTENT',
    'Unsupported content type: send application/json',
  ),
  FST_ERR_CTP_INVALID_JSON_BODY: errorBody('MALFORMED_BODY', 'Malformed JSON body'),
  FST_ERR_CTP_EMPTY_JSON_BODY: errorBody('MALFORMED_BODY', 'Empty JSON body'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: errorBody(
    'MALFORMED_BODY',
    'Request body size does not match Content-Length',
  ),
  FST_ERR_BAD_URL: errorBody('MALFORMED_URL', 'Malformed URL'),
  FST_ERR_MAX_PARAM_LENGTH: errorBody('URL_TOO_LONG', 'Request URL is too long'),
};

/** Our answer to a Fastify error, or undefined for an error that is not one of Fastify's refusals. */
export function fastifyErrorBody(error: unknown): ServiceErrorBody | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? FASTIFY_ERRORS[code] : undefined;
}

/**
 * Fastify's `frameworkErrors`: the refusals it answers itself, outside any error handler (a malformed
 * URL, a path parameter over maxParamLength), in the API's error shape.
 */
export function answerFrameworkError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
  const body = fastifyErrorBody(error) ?? errorBody('INTERNAL_ERROR', 'Internal server error');
  const statusCode = ERROR_STATUS[body.code];
  request.log.warn({ reason: body.reason, fastifyCode: (error as { code?: string }).code }, body.message);
  void reply.status(statusCode).send({ statusCode, ...body });
}
