import type { ApiBodyOptions } from '@nestjs/swagger';
import { MEDIA_UPLOAD_FIELD } from '@ped/contracts/options';

/** POST …/logo, …/products/{id}/image and …/product-images: where the stored image is served (its largest width). */
export const mediaUploadSchema = {
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: {
    url: {
      type: 'string',
      description:
        '/media/<kind>-<hash>-<width>.webp, the largest width; the others differ only in the width (srcset)',
    },
  },
};

/** The request body the OpenAPI document shows: one multipart field with the image file. */
export const mediaUploadBody: ApiBodyOptions = {
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
