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

/**
 * The widths of `kind` of an image as WebP, smallest first: a logo fitted into its square, a product picture cut
 * to its frame. The source is decoded (or an SVG drawn) once, at the largest width; the smaller ones are
 * scaled from that. Throws when the bytes cannot be decoded.
 */
export async function renderWidths(
  source: Buffer,
  kind: MediaKind,
  widths: readonly number[],
): Promise<Buffer[]> {
  const { aspect } = MEDIA_VARIANTS[kind];
  const largest = Math.max(...widths);
  const fitted = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize(
      largest,
      Math.round(largest * aspect),
      kind === 'logo' ? { fit: 'contain', background: CLEAR } : { fit: 'cover' },
    );
  // A logo keeps its transparency (and gains it around the fitted square); a picture is opaque.
  const { data, info } = await (kind === 'logo' ? fitted.ensureAlpha() : fitted.removeAlpha())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return Promise.all(
    widths.map((width) =>
      sharp(data, { raw })
        .resize(width, Math.round(width * aspect))
        .webp(WEBP)
        .toBuffer(),
    ),
  );
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
  const rendered = await renderWidths(source, kind, widths);
  return {
    url: mediaUrl(kind, hash, widths.at(-1)!),
    files: widths.map((width, i) => ({ name: mediaName(kind, hash, width), bytes: rendered[i]! })),
  };
}

/**
 * Stores the widths of `kind` of the image (JPEG, PNG, WebP, or SVG for generated pictures) unless they are
 * stored already (then nothing is drawn), and answers the URL of the largest; pages derive the others
 * (`mediaSrcSet`). Throws when the bytes cannot be decoded.
 */
export async function storeImage(storage: MediaStorage, source: Buffer, kind: MediaKind): Promise<string> {
  const hash = mediaHash(source);
  const { widths } = MEDIA_VARIANTS[kind];
  const missing = [];
  for (const width of widths) if (!(await storage.has(mediaName(kind, hash, width)))) missing.push(width);
  if (missing.length > 0) {
    const rendered = await renderWidths(source, kind, missing);
    for (const [i, width] of missing.entries()) await storage.put(mediaName(kind, hash, width), rendered[i]!);
  }
  return mediaUrl(kind, hash, widths.at(-1)!);
}
