import type { Provider } from '@nestjs/common';
import { createDocumentStorage, MediaConfig, type MediaStorage } from '@ped/nest-kit/media';

export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');

/**
 * The private store of verification evidence: the images' kind of store (MEDIA_STORAGE) in a place of its own
 * (DOCUMENTS_DIR, or DOCUMENTS_S3_PREFIX of the bucket), which nothing serves publicly.
 */
export const documentStorageProvider: Provider<MediaStorage> = {
  provide: DOCUMENT_STORAGE,
  inject: [MediaConfig],
  useFactory: (config: MediaConfig) => createDocumentStorage(config),
};
