import { Module } from '@nestjs/common';
import { ImageUploadService } from './image-upload.service.js';
import { mediaStorageProvider } from './media-storage.provider.js';
import { MediaRouteService } from './media-route.service.js';

/** Image uploads (logos, product pictures) and /media/<name>, on the store MEDIA_STORAGE names. */
@Module({
  providers: [mediaStorageProvider, ImageUploadService, MediaRouteService],
  exports: [ImageUploadService],
})
export class MediaModule {}
