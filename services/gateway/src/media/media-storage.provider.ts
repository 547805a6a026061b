import type { Provider } from '@nestjs/common';
import { createMediaStorage, MediaConfig, type MediaStorage } from '@ped/nest-kit/media';

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

/** The image store (MEDIA_STORAGE=disk|s3 and its variables, MediaConfig); the catalog's seed names the same. */
export const mediaStorageProvider: Provider<MediaStorage> = {
  provide: MEDIA_STORAGE,
  inject: [MediaConfig],
  useFactory: (config: MediaConfig) => createMediaStorage(config),
};
