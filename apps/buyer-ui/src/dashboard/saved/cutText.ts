/** The spec's Saved tab shows at most 200 characters of an exporter's description. */
export const DESCRIPTION_PREVIEW_LENGTH = 200;

/** `text` up to `max` characters, cut at the last word that fits and ended with "…" when it was longer. */
export function cutText(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
