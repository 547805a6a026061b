/** What the catalog's mails share: HTML escaping, one-line subjects and the page around the paragraphs. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A header never carries a line break, whatever a name holds. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The site's origin without a trailing slash, for links. */
export const originOf = (publicOrigin: string): string => publicOrigin.replace(/\/+$/, '');

/** An HTML mail from paragraphs that are already HTML (escape what people wrote before passing it). */
export const htmlPage = (paragraphs: string[]): string =>
  [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a202c">',
    ...paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
    '</body></html>',
  ].join('\n');
