/** The small pages the digest's links answer with (the gateway's own HTML: no app, no script). */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Only inline styles and links: nothing else may load or run. */
export const DIGEST_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export interface DigestPage {
  title: string;
  paragraphs: string[];
  links: { label: string; href: string }[];
}

export function digestPageHtml(page: DigestPage): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)} · Pakistan Export Directory</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a202c; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">',
    `<h1 style="font-size: 1.5rem">${escapeHtml(page.title)}</h1>`,
    ...page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
    `<p>${page.links.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join(' · ')}</p>`,
    '</body></html>',
  ].join('\n');
}
