import { applyDecorators } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { ApiResponse } from '@nestjs/swagger';
import type { TSchema } from '@ped/contracts/responses';

/** What a route answers with one status: its description, and the body's schema when it has one. */
export type Answer = string | { description: string; schema: TSchema };

/**
 * The one decorator for a route's documented answers, keyed by status. A status with a schema
 * (declared once in `@ped/contracts`, `*.responses.ts`) is both the Fastify response schema, so the
 * body is serialised with it and nothing outside it leaks, and the OpenAPI document's answer.
 *
 *   @Answers({ 200: { description: 'One approved exporter', schema: ExporterSchema }, 404: 'Exporter Not Found' })
 */
export function Answers(answers: Record<number, Answer>): MethodDecorator {
  const serialisers: Record<number, TSchema> = {};
  const documented = Object.entries(answers).map(([key, answer]) => {
    const status = Number(key);
    if (typeof answer === 'string') return ApiResponse({ status, description: answer });
    serialisers[status] = answer.schema;
    return ApiResponse({ status, description: answer.description, schema: answer.schema });
  });
  const serialised = Object.keys(serialisers).length > 0 ? [RouteSchema({ response: serialisers })] : [];
  return applyDecorators(...serialised, ...documented);
}
