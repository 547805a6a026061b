import type { VerificationDocumentContentType } from '@ped/contracts/options';

/** Each accepted type's first bytes (its "magic number"). */
const SIGNATURES: [VerificationDocumentContentType, number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/**
 * What an evidence file is, read from its first bytes, whatever its name or declared type say; null for
 * anything else (HTML, SVG, executables, office files), which is then refused.
 */
export function documentContentType(bytes: Buffer): VerificationDocumentContentType | null {
  const found = SIGNATURES.find(([, magic]) => magic.every((byte, index) => bytes[index] === byte));
  return found?.[0] ?? null;
}

/**
 * The name to keep and show: the client's base name without control or path characters, cut to `max` with
 * the extension of what the file really is.
 */
export function documentName(filename: string, extension: string, max: number): string {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim();
  return `${(base || 'document').slice(0, max - extension.length - 1)}.${extension}`;
}
