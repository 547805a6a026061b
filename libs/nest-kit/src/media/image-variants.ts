import { createHash } from 'node:crypto';
import { MEDIA_VARIANTS, mediaName, mediaUrl, type MediaKind } from '@ped/contracts/options';
import sharp from 'sharp';
import type { MediaStorage } from './media-storage.js';

/** What an upload may be, read from its bytes (never from its name or declared type). */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type AcceptedImageFormat = (typeof ACCEPTED_IMAGE_FORMATS)[number];

/** A 5 MB file can still claim billions of pixels: larger pictures are refused before they are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP = { quality: 80, effort: 4 } as const;
const CLEAR = { r: 255, g: 255, b: 255, alpha: 0 };

/** The image format the bytes hold if it is one uploads accept, else null (text, SVG, GIF, broken files). */
export async function acceptedImageFormat(bytes: Buffer): Promise<AcceptedImageFormat | null> {
  try {
    const { format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return (ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(format)
      ? (format as AcceptedImageFormat)
      : null;
  } catch {
    return null;
  }
}

/** One stored width of an image as WebP: a logo fitted into its square, a product picture cut to its frame. */
export function renderVariant(source: Buffer, kind: MediaKind, width: number): Promise<Buffer> {
  const { aspect } = MEDIA_VARIANTS[kind];
  const height = Math.round(width * aspect);
  return sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize(width, height, kind === 'logo' ? { fit: 'contain', background: CLEAR } : { fit: 'cover' })
    .webp(WEBP)
    .toBuffer();
}

/** The name an image's widths share: a hash of its source bytes (the same picture is stored once). */
export function mediaHash(source: Buffer): string {
  return createHash('sha256').update(source).digest('hex').slice(0, 32);
}

export interface RenderedImage {
  /** The URL of the largest width. */
  url: string;
  files: { name: string; bytes: Buffer }[];
}

/** Every width of `kind` of the image as WebP, named by its source's hash. Throws when it cannot be decoded. */
export async function renderImage(source: Buffer, kind: MediaKind): Promise<RenderedImage> {
  const hash = mediaHash(source);
  const { widths } = MEDIA_VARIANTS[kind];
  const files = [];
  for (const width of widths)
    files.push({ name: mediaName(kind, hash, width), bytes: await renderVariant(source, kind, width) });
  return { url: mediaUrl(kind, hash, widths.at(-1)!), files };
}

/**
 * Stores every width of `kind` of the image (JPEG, PNG, WebP, or SVG for generated pictures) that is not
 * stored yet, rendering only those, and answers the URL of the largest; pages derive the others
 * (`mediaSrcSet`). Throws when the bytes cannot be decoded.
 */
export async function storeImage(storage: MediaStorage, source: Buffer, kind: MediaKind): Promise<string> {
  const hash = mediaHash(source);
  const { widths } = MEDIA_VARIANTS[kind];
  for (const width of widths) {
    const name = mediaName(kind, hash, width);
    if (await storage.has(name)) continue;
    await storage.put(name, await renderVariant(source, kind, width));
  }
  return mediaUrl(kind, hash, widths.at(-1)!);
}
