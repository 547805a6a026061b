import { createHash } from 'node:crypto';

/**
 * The HTML pages' CSP: scripts, styles and manifests from this origin and the origins the remotes JSON names,
 * the inline scripts of the shell's index.html by hash, styles inline too (Chakra/emotion inject <style> tags),
 * images also from exporters' https URLs (logos, product pictures).
 */
export function contentSecurityPolicy(remotesJson: string, indexHtml: string): string {
  const remotes = Object.values(JSON.parse(remotesJson) as Record<string, string>).map(
    (url) => new URL(url, 'http://edge.invalid').origin,
  );
  const origins = ["'self'", ...new Set(remotes.filter((origin) => origin !== 'http://edge.invalid'))];
  const inlineScripts = [...indexHtml.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
  return [
    `default-src ${origins.join(' ')}`,
    `script-src ${[...origins, ...inlineScripts].join(' ')}`,
    `style-src ${origins.join(' ')} 'unsafe-inline'`,
    `img-src ${origins.join(' ')} data: https:`,
    `connect-src ${origins.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
