import { HttpException, HttpStatus, Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { errorBody, isServiceErrorBody, type RequestContext, type ServiceMessage } from '@ped/contracts';
import { NamespacedNatsClient, RequestTimeoutError } from '@ped/nest-kit';
import { inSpan, METRICS, SpanKind } from '@ped/telemetry';
import { GatewayConfig } from '../config/gateway.config.js';
import { ERROR_STATUS } from '../errors/error-status.js';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

/** The request context that travels with every service message (the services' `@RequestCtx()`). */
export type CallContext = RequestContext;

/**
 * Sends a request to a service over NATS and turns its answer into a result or an HTTP error.
 * A service that does not answer in time gives 503, never a hanging request.
 */
@Injectable()
export class ServiceClient implements OnApplicationShutdown {
  constructor(
    @Inject(NATS_CLIENT) private readonly client: NamespacedNatsClient,
    private readonly config: GatewayConfig,
  ) {}

  async send<T>(
    pattern: string,
    data: unknown,
    call: CallContext,
    timeoutMs = this.config.SERVICE_TIMEOUT_MS,
  ): Promise<T> {
    const message: ServiceMessage = {
      data,
      requestId: call.requestId,
      ...(call.principal ? { principal: call.principal } : {}),
      ...(call.client ? { client: call.client } : {}),
    };
    const started = performance.now();
    const observe = (outcome: string) =>
      METRICS.rpcClientDuration.observe({ pattern, outcome }, (performance.now() - started) / 1000);
    try {
      // A span of its own, whose context the NATS client puts in the request's headers.
      const answer = await inSpan(
        `nats request ${pattern}`,
        SpanKind.CLIENT,
        { 'messaging.system': 'nats', 'messaging.destination.name': pattern },
        () => this.client.request<T>(pattern, message, timeoutMs),
      );
      observe('ok');
      return answer;
    } catch (error) {
      observe(
        isServiceErrorBody(error)
          ? 'refused'
          : error instanceof RequestTimeoutError
            ? 'timeout'
            : 'unavailable',
      );
      throw toHttpException(error, pattern);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}

function toHttpException(error: unknown, pattern: string): HttpException {
  if (isServiceErrorBody(error)) return new HttpException(error, ERROR_STATUS[error.code]);
  const message = `The ${pattern.split('.')[0]} service is unavailable. Please try again shortly.`;
  if (error instanceof RequestTimeoutError) {
    return new HttpException(errorBody('SERVICE_TIMEOUT', message), HttpStatus.SERVICE_UNAVAILABLE);
  }
  return new HttpException(errorBody('SERVICE_UNAVAILABLE', message), HttpStatus.SERVICE_UNAVAILABLE, {
    cause: error,
  });
}
