import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { errorBody, isServiceErrorBody, type ErrorReason, type ServiceErrorBody } from '@ped/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fastifyErrorBody } from './fastify-errors.js';

/** Generic reasons for Nest's own HTTP errors (an unknown route is its 404). */
const REASON_BY_STATUS: Partial<Record<number, ErrorReason>> = {
  400: 'INVALID_FIELDS',
  401: 'SIGN_IN_REQUIRED',
  403: 'NOT_PERMITTED',
  404: 'ROUTE_NOT_FOUND',
  413: 'BODY_TOO_LARGE',
  414: 'URL_TOO_LONG',
  415: 'UNSUPPORTED_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** What a 503 asks the client to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Every error leaves the gateway as `{statusCode, code, reason, message, details?}`. Unexpected ones are
 * logged with their stack and answered 500 without detail.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const status =
      exception instanceof HttpException ? exception.getStatus() : HttpStatus.INTERNAL_SERVER_ERROR;
    const body = toBody(exception, status);
    if (status >= 500) request.log.error({ err: exception, reason: body.reason }, body.message);
    else request.log.warn({ reason: body.reason }, body.message);
    // A service that is down is usually back within seconds (restarted, or another replica answers).
    if (status === HttpStatus.SERVICE_UNAVAILABLE)
      void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    void reply.status(status).send({ statusCode: status, ...body });
  }
}

function toBody(exception: unknown, status: number): ServiceErrorBody {
  if (!(exception instanceof HttpException)) return errorBody('INTERNAL_ERROR', 'Internal server error');
  const response = exception.getResponse();
  if (isServiceErrorBody(response)) return response;
  // Nest passes Fastify's own errors (body too large, malformed JSON, …) on as the cause.
  const fastify = fastifyErrorBody(exception.cause);
  if (fastify) return fastify;
  const message =
    typeof response === 'string'
      ? response
      : String((response as { message?: unknown }).message ?? exception.message);
  return errorBody(REASON_BY_STATUS[status] ?? 'INTERNAL_ERROR', message);
}
