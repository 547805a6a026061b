import { PAYLOAD_TOO_LARGE_MESSAGE, type ServiceErrorBody } from '@ped/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS } from './error-status.js';

/**
 * Fastify's own refusals, before any route runs, as the API answers them: one of our codes (its status
 * from ERROR_STATUS) and a fixed message, since Fastify's messages name its internals or echo the URL.
 */
const FASTIFY_ERRORS: Record<string, ServiceErrorBody> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: PAYLOAD_TOO_LARGE_MESSAGE },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type: send application/json',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'Empty JSON body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'VALIDATION_FAILED',
    message: 'Request body size does not match Content-Length',
  },
  FST_ERR_BAD_URL: { code: 'VALIDATION_FAILED', message: 'Malformed URL' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'URI_TOO_LONG', message: 'Request URL is too long' },
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
  const body = fastifyErrorBody(error) ?? { code: 'INTERNAL', message: 'Internal server error' };
  const statusCode = ERROR_STATUS[body.code];
  request.log.warn({ code: body.code, fastifyCode: (error as { code?: string }).code }, body.message);
  void reply.status(statusCode).send({ statusCode, ...body });
}
