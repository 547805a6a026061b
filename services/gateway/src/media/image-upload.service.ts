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
import { httpError } from '../errors/http-error.js';
import { MEDIA_STORAGE } from './media-storage.provider.js';

const fileError = (message: string) => [{ field: MEDIA_UPLOAD_FIELD, messages: [message] }];
const required = () =>
  httpError('INVALID_FIELDS', MEDIA_MESSAGES.required, fileError(MEDIA_MESSAGES.required));
const tooLarge = () =>
  httpError('BODY_TOO_LARGE', MEDIA_MESSAGES.tooLarge, fileError(MEDIA_MESSAGES.tooLarge));
const unsupported = () =>
  httpError('INVALID_FIELDS', MEDIA_MESSAGES.unsupported, fileError(MEDIA_MESSAGES.unsupported));

/** A multipart failure of the client's: over the size, or not readable as one file. */
function uploadError(error: unknown) {
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  return httpError('MALFORMED_BODY', `Send one image file in the multipart field "${MEDIA_UPLOAD_FIELD}"`);
}

/**
 * Reads the one image file of a multipart upload, checks what it is from its bytes (JPEG, PNG or WebP,
 * whatever its name or declared type say), and stores its widths as WebP. Answers the URL to record.
 */
@Injectable()
export class ImageUploadService {
  constructor(@Inject(MEDIA_STORAGE) private readonly storage: MediaStorage) {}

  async store(request: FastifyRequest, kind: MediaKind): Promise<string> {
    const source = await this.readFile(request);
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

  private async readFile(request: FastifyRequest): Promise<Buffer> {
    // Refused before a byte is read when the declared length already says so.
    if (Number(request.headers['content-length']) > MEDIA_UPLOAD_BODY_LIMIT_BYTES) throw tooLarge();
    if (!request.isMultipart()) throw required();
    let part;
    try {
      part = await request.file({ limits: { fileSize: MEDIA_UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
    } catch (error) {
      throw uploadError(error);
    }
    if (!part || part.fieldname !== MEDIA_UPLOAD_FIELD) throw required();
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      throw uploadError(error);
    }
    if (bytes.length === 0) throw required();
    return bytes;
  }
}
