import { PRODUCT_LIMITS } from '@ped/contracts/options';

/** What a product command says about pictures: the whole list, or (the spec's field) only the cover. */
export interface PictureChanges {
  images?: string[] | null;
  imageUrl?: string | null;
}

/**
 * A product's pictures after a change. `images` replaces them all; else `imageUrl` replaces the cover
 * (null removes it, the next picture becoming the cover); else they stay. The same picture is kept once
 * and at most PRODUCT_LIMITS.images are kept.
 */
export function productPictures(current: readonly string[], changes: PictureChanges): string[] {
  let next: readonly string[] = current;
  if (changes.images !== undefined) next = changes.images ?? [];
  else if (changes.imageUrl === null) next = current.slice(1);
  else if (changes.imageUrl !== undefined) next = [changes.imageUrl, ...current.slice(1)];
  return [...new Set(next)].slice(0, PRODUCT_LIMITS.images);
}
