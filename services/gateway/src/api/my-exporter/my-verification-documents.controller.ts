import { randomBytes } from 'node:crypto';
import { Controller, Delete, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  VerificationDocumentCheckParams,
  VerificationDocumentIdParams,
  type AddVerificationDocumentCommand,
  type VerificationDocumentStoredDto,
  type VerificationFileDto,
} from '@ped/contracts/catalog';
import {
  VERIFICATION_DOCUMENT_BODY_LIMIT_BYTES,
  VERIFICATION_DOCUMENT_CHECK_PATHS,
  VERIFICATION_DOCUMENT_FIELD,
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_DOCUMENT_MESSAGES as D,
  VERIFICATION_DOCUMENT_NAME_MAX,
  VERIFICATION_DOCUMENT_TYPES,
  type VerificationDocumentCheck,
} from '@ped/contracts/options';
import { VerificationFileSchema } from '@ped/contracts/responses';
import type { MediaStorage } from '@ped/nest-kit/media';
import type { FastifyRequest } from 'fastify';
import { SignedIn } from '../../auth/auth.decorators.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';
import { Call } from '../../http/call-context.decorator.js';
import { MULTIPART_ROUTE } from '../../media/multipart.js';
import { Answers } from '../../openapi/answers.js';
import { readUploadedFile, uploadUnsupported, type UploadRules } from '../../media/uploaded-file.js';
import { NOT_APPROVED_DOC, NO_PROFILE_DOC } from '../../openapi/exporter-profile.docs.js';
import { RATE_LIMITS } from '../../rate-limit/rate-limit.constants.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { DOCUMENT_STORAGE } from '../../documents/document-storage.provider.js';
import { documentContentType, documentName } from '../../documents/document-type.js';

const RULES: UploadRules = {
  field: VERIFICATION_DOCUMENT_FIELD,
  maxBytes: VERIFICATION_DOCUMENT_MAX_BYTES,
  bodyLimitBytes: VERIFICATION_DOCUMENT_BODY_LIMIT_BYTES,
  what: 'file',
  messages: D,
};
const CHECK_BY_PATH = Object.fromEntries(
  Object.entries(VERIFICATION_DOCUMENT_CHECK_PATHS).map(([check, path]) => [path, check]),
) as Record<string, VerificationDocumentCheck>;

const uploadBody = {
  schema: {
    type: 'object',
    required: [VERIFICATION_DOCUMENT_FIELD],
    properties: {
      [VERIFICATION_DOCUMENT_FIELD]: {
        type: 'string',
        format: 'binary',
        description: 'A PDF, JPEG or PNG of at most 10 MB (its first bytes are checked, not its name)',
      },
    },
  },
};

/**
 * Verification evidence as files (issue 19): the exporter uploads a PDF, JPEG or PNG for a check and may remove
 * it until the check's submission is reviewed (the download: ../verification-documents). The files live in a
 * private store the gateway reads for them; the catalog records them and says who may have one.
 */
@ApiTags('verification')
@Controller()
export class MyVerificationDocumentsController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(DOCUMENT_STORAGE) private readonly storage: MediaStorage,
  ) {}

  @Post('my-exporter/verification/:check/documents')
  @SignedIn('user')
  @UseGuards(ExporterRoleGuard)
  @RateLimit(RATE_LIMITS.imageUpload)
  @RouteConfig(MULTIPART_ROUTE)
  @ApiConsumes('multipart/form-data')
  @ApiBody(uploadBody)
  @Answers({
    201: {
      description:
        'Stored privately and recorded: with the check’s submission waiting for review, else for its next one',
      schema: VerificationFileSchema,
    },
    400: `check, or file: "${D.required}" / "${D.unsupported}"`,
    413: `"${D.tooLarge}" (details name file)`,
    403: `Only exporter accounts have a verification ladder; ${NOT_APPROVED_DOC}`,
    404: NO_PROFILE_DOC,
    409: `VERIFICATION_DOCUMENT_LIMIT_REACHED: "${D.tooMany}"`,
    429: 'Too many uploads',
  })
  async upload(
    @Param() params: VerificationDocumentCheckParams,
    @Req() request: FastifyRequest,
    @Call() call: CallContext,
  ): Promise<VerificationFileDto> {
    const { bytes, filename } = await readUploadedFile(request, RULES);
    const contentType = documentContentType(bytes);
    if (!contentType) throw uploadUnsupported(RULES, D.unsupported);
    const extension = VERIFICATION_DOCUMENT_TYPES[contentType];
    const storageKey = `doc-${randomBytes(16).toString('hex')}.${extension}`;
    await this.storage.put(storageKey, bytes, contentType);
    const command: AddVerificationDocumentCommand = {
      check: CHECK_BY_PATH[params.check]!,
      name: documentName(filename, extension, VERIFICATION_DOCUMENT_NAME_MAX),
      contentType,
      size: bytes.length,
      storageKey,
    };
    try {
      return await this.services.send<VerificationFileDto>(
        CATALOG_PATTERNS.myVerificationAddDocument,
        command,
        call,
      );
    } catch (error) {
      // Not recorded (no profile, not approved, too many files): nothing may stay behind in the store.
      await this.storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  @Delete('my-exporter/verification/documents/:id')
  @SignedIn('user')
  @UseGuards(ExporterRoleGuard)
  @HttpCode(204)
  @Answers({
    204: 'Removed, and its file deleted from the store',
    400: 'id is not a positive whole number',
    403: 'Only exporter accounts have a verification ladder',
    404: `VERIFICATION_DOCUMENT_NOT_FOUND: "${D.notFound}" (another’s too)`,
    409: `VERIFICATION_DOCUMENT_REVIEWED: "${D.reviewed}"`,
  })
  async remove(@Param() params: VerificationDocumentIdParams, @Call() call: CallContext): Promise<void> {
    const removed = await this.services.send<VerificationDocumentStoredDto>(
      CATALOG_PATTERNS.myVerificationRemoveDocument,
      params,
      call,
    );
    await this.storage.delete(removed.storageKey);
  }
}
