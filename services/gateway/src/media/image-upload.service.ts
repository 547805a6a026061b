import { Inject, Injectable } from '@nestjs/common';
import {
  MEDIA_MESSAGES,
  MEDIA_UPLOAD_BODY_LIMIT_BYTES,
  MEDIA_UPLOAD_FIELD,
  MEDIA_UPLOAD_MAX_BYTES,
  type MediaKind,
} from '@ped/contracts/options';
import { acceptedImageFormat, renderImage, type MediaStorage } from '@ped/nest-kit/media';
import type { FastifyRequest } from 'fastify';
import { MEDIA_STORAGE } from './media-storage.provider.js';
import { readUploadedFile, uploadUnsupported, type UploadRules } from './uploaded-file.js';

const IMAGE_RULES: UploadRules = {
  field: MEDIA_UPLOAD_FIELD,
  maxBytes: MEDIA_UPLOAD_MAX_BYTES,
  bodyLimitBytes: MEDIA_UPLOAD_BODY_LIMIT_BYTES,
  what: 'image file',
  messages: MEDIA_MESSAGES,
};
const unsupported = () => uploadUnsupported(IMAGE_RULES, MEDIA_MESSAGES.unsupported);

/**
 * Reads the one image file of a multipart upload, checks what it is from its bytes (JPEG, PNG or WebP,
 * whatever its name or declared type say), and stores its widths as WebP. Answers the URL to record.
 */
@Injectable()
export class ImageUploadService {
  constructor(@Inject(MEDIA_STORAGE) private readonly storage: MediaStorage) {}

  async store(request: FastifyRequest, kind: MediaKind): Promise<string> {
    const { bytes: source } = await readUploadedFile(request, IMAGE_RULES);
    if (!(await acceptedImageFormat(source))) throw unsupported();
    let rendered;
    try {
      rendered = await renderImage(source, kind);
    } catch {
      // A header that reads as an image over a body that does not decode (truncated, corrupt, too many pixels).
      throw unsupported();
    }
    for (const file of rendered.files) await this.storage.put(file.name, file.bytes);
    return rendered.url;
  }
}
