import { Module } from '@nestjs/common';
import { ImageUploadService } from './image-upload.service.js';
import { mediaStorageProvider } from './media-storage.provider.js';
import { MediaRouteService } from './media-route.service.js';
import { MediaUploadsController } from './media-uploads.controller.js';

/** Image uploads (logos, product pictures) and /media/<name>, on the store MEDIA_STORAGE names. */
@Module({
  controllers: [MediaUploadsController],
  providers: [mediaStorageProvider, ImageUploadService, MediaRouteService],
})
export class MediaModule {}
