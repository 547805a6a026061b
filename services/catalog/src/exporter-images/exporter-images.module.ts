import { Module } from '@nestjs/common';
import { DemoImageSeedService } from './demo-image-seed.service.js';
import { ExporterImagesController } from './exporter-images.controller.js';
import { ExporterImagesService } from './exporter-images.service.js';

/** Logos and product pictures: recording uploaded ones, and the demo directory's generated ones. */
@Module({
  controllers: [ExporterImagesController],
  providers: [ExporterImagesService, DemoImageSeedService],
})
export class ExporterImagesModule {}
