import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { isServiceErrorBody, type ErrorCode, type ServiceErrorBody } from '@ped/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fastifyErrorBody } from './fastify-errors.js';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Every error leaves the gateway as `{statusCode, code, message, details?}`. Unexpected ones are
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
    if (status >= 500) request.log.error({ err: exception, code: body.code }, body.message);
    else request.log.warn({ code: body.code }, body.message);
    void reply.status(status).send({ statusCode: status, ...body });
  }
}

function toBody(exception: unknown, status: number): ServiceErrorBody {
  if (!(exception instanceof HttpException)) return { code: 'INTERNAL', message: 'Internal server error' };
  const response = exception.getResponse();
  if (isServiceErrorBody(response)) return response;
  // Nest passes Fastify's own errors (body too large, malformed JSON, …) on as the cause.
  const fastify = fastifyErrorBody(exception.cause);
  if (fastify) return fastify;
  const message =
    typeof response === 'string'
      ? response
      : String((response as { message?: unknown }).message ?? exception.message);
  return { code: CODE_BY_STATUS[status] ?? 'INTERNAL', message };
}
