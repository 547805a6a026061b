import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  VerificationDocumentIdParams,
  type VerificationDocumentStoredDto,
} from '@ped/contracts/catalog';
import { VERIFICATION_DOCUMENT_MESSAGES as D, VERIFICATION_DOCUMENT_TYPES } from '@ped/contracts/options';
import { Type } from '@ped/contracts/responses';
import { DOCUMENT_CACHE_CONTROL, type MediaStorage } from '@ped/nest-kit/media';
import type { FastifyReply } from 'fastify';
import { SignedIn } from '../../auth/auth.decorators.js';
import { DOCUMENT_STORAGE } from '../../documents/document-storage.provider.js';
import { httpError } from '../../errors/http-error.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

/** `attachment` with the kept name, also as UTF-8 for names beyond ASCII (RFC 6266). */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** A verification evidence file, downloaded by its exporter or an administrator from the private store. */
@ApiTags('verification')
@Controller()
export class VerificationDocumentsController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(DOCUMENT_STORAGE) private readonly storage: MediaStorage,
  ) {}

  @Get('verification-documents/:id/file')
  @SignedIn('user', 'admin')
  @ApiProduces(...Object.keys(VERIFICATION_DOCUMENT_TYPES))
  @Answers({
    // The body is the stored file's stream, which Fastify sends as it is (no serialiser runs on a stream).
    200: {
      description: 'The file, as an attachment under the name it was uploaded with (never cached)',
      schema: Type.String({ format: 'binary' }),
    },
    400: 'id is not a positive whole number',
    403: 'Buyers never see verification evidence',
    404: `VERIFICATION_DOCUMENT_NOT_FOUND: "${D.notFound}": for an exporter, any but its own`,
  })
  async download(
    @Param() params: VerificationDocumentIdParams,
    @Call() call: CallContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const document = await this.services.send<VerificationDocumentStoredDto>(
      CATALOG_PATTERNS.verificationDocumentFile,
      params,
      call,
    );
    const file = await this.storage.get(document.storageKey);
    if (!file) throw httpError('ROUTE_NOT_FOUND', D.notFound);
    reply
      .type(document.contentType)
      .header('content-disposition', disposition(document.name))
      .header('cache-control', DOCUMENT_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (file.size !== undefined) reply.header('content-length', file.size);
    await reply.send(file.body);
  }
}
