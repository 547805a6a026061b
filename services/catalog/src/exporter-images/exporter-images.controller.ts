import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  CATALOG_PATTERNS,
  SetExporterLogoCommand,
  SetProductImageCommand,
  type MediaUploadResultDto,
} from '@ped/contracts/catalog';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { ExporterImagesService } from './exporter-images.service.js';

/** An exporter account's uploaded logo and product pictures (stored by the gateway, recorded here). */
@Controller()
export class ExporterImagesController {
  constructor(private readonly images: ExporterImagesService) {}

  @MessagePattern(CATALOG_PATTERNS.myExporterSetLogo)
  setLogo(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: SetExporterLogoCommand,
  ): Promise<MediaUploadResultDto> {
    return this.images.setLogo(ctx, command);
  }

  @MessagePattern(CATALOG_PATTERNS.myExporterSetProductImage)
  setProductImage(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: SetProductImageCommand,
  ): Promise<MediaUploadResultDto> {
    return this.images.setProductImage(ctx, command);
  }
}
