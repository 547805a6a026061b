import type { Provider } from '@nestjs/common';
import { loadConfig } from '@ped/nest-kit';
import { createMediaStorage, MediaConfig, type MediaStorage } from '@ped/nest-kit/media';

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

/**
 * The image store (MEDIA_STORAGE=disk|s3 and its variables): read from the process's environment, as
 * the catalog's seed reads it, so both name the same store.
 */
export const mediaStorageProvider: Provider<MediaStorage> = {
  provide: MEDIA_STORAGE,
  useFactory: () => createMediaStorage(loadConfig(MediaConfig, process.env)),
};
