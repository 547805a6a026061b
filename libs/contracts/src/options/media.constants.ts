/**
 * Uploaded and demo images (logos, product pictures): stored as WebP in sizes the pages use, under
 * content-hashed names served at `/media/<name>`. Plain values only: the pages import them.
 */

/** The largest image file an upload accepts. */
export const MEDIA_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The multipart field an upload sends its file in. */
export const MEDIA_UPLOAD_FIELD = 'file';

export const MEDIA_KINDS = ['logo', 'product'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * The widths stored for each kind, smallest first (the URL names the largest). A logo is fitted into a
 * square (cards show it at 44–64 px: 96 and 192 cover 1x–3x screens); a product picture is cut to the
 * product card's 16:10 frame (320 for phones' cards, 640 for wide and 2x screens).
 */
export const MEDIA_VARIANTS = {
  logo: { widths: [96, 192], aspect: 1 },
  product: { widths: [320, 640], aspect: 10 / 16 },
} as const satisfies Record<MediaKind, { widths: readonly number[]; aspect: number }>;

export const MEDIA_MESSAGES = {
  required: 'Please choose an image file',
  unsupported: 'Please upload a JPEG, PNG or WebP image',
  tooLarge: 'The image file must be at most 5 MB',
} as const;

/** `/media/<kind>-<hash>-<width>.webp`: what the upload answers and profiles and products store. */
export const MEDIA_URL_PATTERN = /^\/media\/(logo|product)-([0-9a-f]{16,64})-(\d{2,4})\.webp$/;

/** The stored name of one width of an image (`logo-<hash>-192.webp`). */
export function mediaName(kind: MediaKind, hash: string, width: number): string {
  return `${kind}-${hash}-${width}.webp`;
}

/** The URL of one stored width. */
export function mediaUrl(kind: MediaKind, hash: string, width: number): string {
  return `/media/${mediaName(kind, hash, width)}`;
}

/**
 * The `srcset` of a stored image's widths (`… 320w, … 640w`), or undefined for any other URL: the browser
 * then picks the width its layout and screen need.
 */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? MEDIA_URL_PATTERN.exec(url) : null;
  if (!match) return undefined;
  const [, kind, hash] = match as unknown as [string, MediaKind, string];
  return MEDIA_VARIANTS[kind].widths.map((width) => `${mediaUrl(kind, hash, width)} ${width}w`).join(', ');
}

/** The largest upload request: the file and its multipart framing (the edge passes no larger body on). */
export const MEDIA_UPLOAD_BODY_LIMIT_BYTES = MEDIA_UPLOAD_MAX_BYTES + 64 * 1024;

/** The upload routes (under /api): the only ones that take multipart bodies larger than JSON's limit. */
export const MEDIA_UPLOAD_ROUTES = [
  '/my-exporter/logo',
  '/my-exporter/products/:id/image',
  '/my-exporter/product-images',
] as const;
