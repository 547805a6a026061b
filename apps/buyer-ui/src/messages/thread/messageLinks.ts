/** A run of a message's text: plain words, or a link shown as text with the host it really leads to. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; host: string };

// A web address as people write it: with a scheme, or starting "www.". It ends before spaces and before the
// punctuation that usually closes a sentence around it.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * The host a link leads to, as the browser would go there: after any "user@" part (`https://bank.com@evil.test`
 * leads to evil.test) and in its ASCII form (a look-alike letter shows as `xn--…`); null if it is no address.
 */
export function linkHost(text: string): string | null {
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `http://${text}`);
    return url.hostname || null;
  } catch {
    return null;
  }
}

/**
 * A message's text split into plain runs and links. Links are never made clickable in a conversation (a scam's
 * favourite tool): each is shown as the text that was written, with its real host beside it.
 */
export function splitLinks(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let plainFrom = 0;
  for (const match of content.matchAll(LINK)) {
    const text = match[0].replace(TRAILING, '');
    const host = linkHost(text);
    if (!host) continue;
    const start = match.index;
    if (start > plainFrom) parts.push({ kind: 'text', text: content.slice(plainFrom, start) });
    parts.push({ kind: 'link', text, host });
    plainFrom = start + text.length;
  }
  if (plainFrom < content.length) parts.push({ kind: 'text', text: content.slice(plainFrom) });
  return parts;
}
