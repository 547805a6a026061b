import fastifyMultipart from '@fastify/multipart';
import { errorBody } from '@ped/contracts';
import { MEDIA_UPLOAD_MAX_BYTES } from '@ped/contracts/options';
import type { FastifyInstance } from 'fastify';

/** The route config (`@RouteConfig`) of the routes that read multipart bodies: the uploads. */
export const MULTIPART_ROUTE = { multipart: true } as const;

const JSON_ONLY = errorBody('UNSUPPORTED_CONTENT', 'Unsupported content type: send application/json');

/**
 * Multipart bodies for the upload routes only. The parser is registered for the whole server (Nest's
 * routes share one Fastify context) but reads nothing itself: the upload reads the stream with its own
 * limits. Every other route keeps answering a multipart body as before, 415.
 */
export async function registerMultipart(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyMultipart, { limits: { fileSize: MEDIA_UPLOAD_MAX_BYTES, files: 1 } });
  fastify.addHook('preValidation', async (request, reply) => {
    const config = request.routeOptions.config as { multipart?: boolean } | undefined;
    if (request.isMultipart() && !config?.multipart)
      return reply.code(415).send({ statusCode: 415, ...JSON_ONLY });
  });
}
