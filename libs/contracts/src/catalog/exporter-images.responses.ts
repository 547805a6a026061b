import { Type, type Static } from '../responses/schema-kit.js';

/** The answer of an upload (POST …/logo, …/products/{id}/image and …/product-images): where the stored image is served (its largest width). */
export const MediaUploadResultSchema = Type.Object(
  {
    url: Type.String({
      description:
        '/media/<kind>-<hash>-<width>.webp, the largest width; the others differ only in the width (srcset)',
    }),
  },
  { additionalProperties: false },
);
export type MediaUploadResultDto = Static<typeof MediaUploadResultSchema>;
