import { Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes, ApiTags, type ApiBodyOptions } from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  ProductImageParams,
  type MediaUploadResultDto,
  type MyExporterDto,
  type SetExporterLogoCommand,
  type SetProductImageCommand,
} from '@ped/contracts/catalog';
import { MEDIA_MESSAGES, MEDIA_UPLOAD_FIELD } from '@ped/contracts/options';
import { MediaUploadResultSchema } from '@ped/contracts/responses';
import type { FastifyRequest } from 'fastify';
import { SignedIn } from '../../auth/auth.decorators.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';
import { Call } from '../../http/call-context.decorator.js';
import { RATE_LIMITS } from '../../rate-limit/rate-limit.constants.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { ImageUploadService } from '../../media/image-upload.service.js';
import { MULTIPART_ROUTE } from '../../media/multipart.js';
import { Answers } from '../../openapi/answers.js';
import { NO_PROFILE_DOC } from '../../openapi/exporter-profile.docs.js';

const UPLOADED = 'Stored as WebP in the sizes the pages use and recorded; `url` names the largest';
const BAD_FILE = `No file in the field "file", or not an image uploads take: "${MEDIA_MESSAGES.unsupported}"`;
/** Every upload's. */
const EVERY_ROUTE = {
  400: BAD_FILE,
  413: `"${MEDIA_MESSAGES.tooLarge}" (details name file)`,
  403: 'Administrators have no exporter profile',
  429: 'Too many uploads',
};

/** The request body the OpenAPI document shows: one multipart field with the image file. */
const mediaUploadBody: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: [MEDIA_UPLOAD_FIELD],
    properties: {
      [MEDIA_UPLOAD_FIELD]: {
        type: 'string',
        format: 'binary',
        description: 'A JPEG, PNG or WebP image of at most 5 MB (its content is checked, not its name)',
      },
    },
  },
};

/**
 * An exporter account's logo and product pictures (multipart, field `file`). The gateway checks, resizes
 * and stores the image; the catalog records its URL on the caller's own exporter or product.
 */
@ApiTags('my-exporter')
@Controller('my-exporter')
@SignedIn('user')
@UseGuards(ExporterRoleGuard)
export class MediaUploadsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly uploads: ImageUploadService,
  ) {}

  @Post('logo')
  @HttpCode(200)
  @RateLimit(RATE_LIMITS.imageUpload)
  @RouteConfig(MULTIPART_ROUTE)
  @ApiConsumes('multipart/form-data')
  @ApiBody(mediaUploadBody)
  @Answers({
    ...EVERY_ROUTE,
    200: { description: `${UPLOADED} (96 and 192 px squares)`, schema: MediaUploadResultSchema },
    404: NO_PROFILE_DOC,
  })
  async logo(@Req() request: FastifyRequest, @Call() call: CallContext): Promise<MediaUploadResultDto> {
    const url = await this.uploads.store(request, 'logo');
    const command: SetExporterLogoCommand = { url };
    return this.services.send(CATALOG_PATTERNS.myExporterSetLogo, command, call);
  }

  @Post('products/:id/image')
  @HttpCode(200)
  @RateLimit(RATE_LIMITS.imageUpload)
  @RouteConfig(MULTIPART_ROUTE)
  @ApiConsumes('multipart/form-data')
  @ApiBody(mediaUploadBody)
  @Answers({
    ...EVERY_ROUTE,
    200: { description: `${UPLOADED} (320 and 640 px wide, 16:10)`, schema: MediaUploadResultSchema },
    404: `${NO_PROFILE_DOC}, or no product of the caller's with that id`,
  })
  async productImage(
    @Param() params: ProductImageParams,
    @Req() request: FastifyRequest,
    @Call() call: CallContext,
  ): Promise<MediaUploadResultDto> {
    const url = await this.uploads.store(request, 'product');
    const command: SetProductImageCommand = { id: params.id, url };
    return this.services.send(CATALOG_PATTERNS.myExporterSetProductImage, command, call);
  }

  /**
   * A picture for a product being added or edited, stored but not yet recorded: the product's `images`
   * name it when the form is saved. Only an account with an exporter profile stores pictures.
   */
  @Post('product-images')
  @HttpCode(201)
  @RateLimit(RATE_LIMITS.imageUpload)
  @RouteConfig(MULTIPART_ROUTE)
  @ApiConsumes('multipart/form-data')
  @ApiBody(mediaUploadBody)
  @Answers({
    ...EVERY_ROUTE,
    201: {
      description:
        'Stored as WebP (320 and 640 px wide, 16:10), not yet on a product; `url` names the largest',
      schema: MediaUploadResultSchema,
    },
    404: NO_PROFILE_DOC,
  })
  async productPicture(
    @Req() request: FastifyRequest,
    @Call() call: CallContext,
  ): Promise<MediaUploadResultDto> {
    await this.services.send<MyExporterDto>(CATALOG_PATTERNS.myExporterGet, {}, call);
    return { url: await this.uploads.store(request, 'product') };
  }
}
