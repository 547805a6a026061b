import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { errorBody } from '@ped/contracts';
import { MEDIA_CACHE_CONTROL, MEDIA_CONTENT_TYPE, MEDIA_NAME, type MediaStorage } from '@ped/nest-kit/media';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_STORAGE } from './media-storage.provider.js';

const NOT_FOUND = { statusCode: 404, ...errorBody('ROUTE_NOT_FOUND', 'Image not found') };

/**
 * GET /media/<name>: stored images for everyone, outside /api (the pages' <img> tags load them; no
 * session, no service call). A name is its content's hash, so an answer is cached for a year and a
 * revalidation by its ETag is always 304. From S3 the object is passed through, not redirected, so the
 * site keeps one origin and the same headers whatever the store.
 */
@Injectable()
export class MediaRouteService implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.get<{ Params: { name: string } }>('/media/:name', (request, reply) => this.serve(request, reply));
  }

  private async serve(request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) {
    const { name } = request.params;
    if (!MEDIA_NAME.test(name)) return reply.code(404).send(NOT_FOUND);
    const etag = `"${name.slice(0, -'.webp'.length)}"`;
    reply.header('cache-control', MEDIA_CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const file = await this.storage.get(name);
    if (!file) return reply.code(404).header('cache-control', 'no-cache').send(NOT_FOUND);
    reply.type(MEDIA_CONTENT_TYPE).header('x-content-type-options', 'nosniff');
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.body);
  }
}
