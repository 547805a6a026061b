import { domainToUnicode } from 'node:url';

/**
 * Safe messaging: every message is checked on arrival against known patterns of the scams that target
 * buyers and exporters (changed bank details, money-transfer agents, visa invitation letters, advance
 * fees, look-alike web addresses, moving off the platform). A match is stored on the message as the
 * rule's id; its reader sees the rule's warning. Rules only warn, never block: a false alarm costs a
 * sentence, a missed one can cost a shipment's price. Examples of each: safe-messaging.spec.ts.
 */
export interface SafetyRule {
  id: string;
  /** What the reader of a matching message is told. */
  warning: string;
  matches(message: CheckedText): boolean;
}

/** A message prepared once for every rule. */
export interface CheckedText {
  /** NFKC, lower case, invisible characters dropped, white space collapsed. */
  text: string;
  /** The host names the message mentions (links, bare addresses, e-mail domains), in Unicode. */
  hosts: string[];
}

const anyOf = (patterns: RegExp[]) => (message: CheckedText) =>
  patterns.some((pattern) => pattern.test(message.text));

/** Changed bank details: "our bank account has changed", "pay to our new account". */
const BANK_DETAILS_CHANGE = anyOf([
  /\b(?:new|changed|updated|different|alternative|alternate|another|second|other)\s+(?:bank(?:ing)?|beneficiary|receiving|payment|remittance)\s+(?:account|details?|information|info|instructions?|iban|number)\b/,
  /\b(?:new|changed|updated|different|alternative|alternate|another|second)\s+(?:account|iban)\s+(?:details?|number|no\b|information|info)/,
  /\b(?:bank|banking|account|payment|beneficiary|iban)(?:\s+(?:details?|information|info|account|instructions?|number))?\s+(?:has|have|had|was|were|is|are)\s+(?:been\s+|now\s+|just\s+)?(?:changed|updated|modified|replaced|switched)\b/,
  /\b(?:change|changed|update|updated|switch|switched)\s+(?:of\s+|in\s+|to\s+)?(?:our|my|the|your)?\s*(?:bank(?:ing)?|beneficiary|payment|receiving)\s+(?:account|details?|information|instructions?)\b/,
  /\b(?:pay|send|transfer|remit|wire|deposit)\b[^.!?\n]{0,40}\b(?:to|into|in)\s+(?:our|my|this|the)\s+(?:new|other|another|different|personal|private)\s+(?:bank\s+)?account\b/,
]);

/** Money-transfer agents instead of a bank transfer to the company. */
const WIRE_TRANSFER_AGENT = anyOf([
  /\b(?:western\s*union|money\s*gram|hawala|hundi|ria\s+money\s+transfer|world\s*remit)\b/,
  /\b(?:money|cash|wire|payment|transfer|remittance)[-\s]+(?:transfer\s+)?agents?\b/,
  /\bpay(?:ment)?\s+(?:through|via|to|by)\s+(?:our|an?|my|the)\s+agent\b/,
]);

/** Fake buyers ask for letters of invitation (for visas), often with a fee. */
const INVITATION_LETTER = anyOf([
  /\b(?:invitation|invite)\s+letters?\b/,
  /\bletters?\s+of\s+invitation\b/,
  /\bvisa\s+(?:invitation|sponsorship)\b/,
]);

/** Advance fees: inspection, clearance, release, registration and the like, paid before anything ships. */
const INSPECTION_FEE = anyOf([
  /\b(?:pre[-\s]?)?inspection\s+(?:fees?|charges?|deposit|costs?)\b/,
  /\b(?:clearance|release|registration|processing|verification|vetting|approval|anti[-\s]?terrorism|anti[-\s]?money[-\s]?laundering|aml)\s+(?:fees?|deposit)\b/,
  /\badvance[-\s]+fees?\b/,
  /\bfees?\s+for\s+(?:the\s+)?(?:inspection|clearance|release|registration|verification)\b/,
]);

/** Requests to continue on a messenger or a personal mailbox, away from the platform's records. */
const OFF_PLATFORM = anyOf([
  /\b(?:whats\s*app|watsapp|whatsap|telegram|viber|we\s?chat|signal\s+(?:app|messenger)|skype|imo\s+app)\b/,
  /\b(?:wa\.me|t\.me|chat\.whatsapp\.com)\//,
  /[a-z0-9._%+-]+@(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|aol|icloud|proton(?:mail)?|gmx|yandex|mail|zoho|rediffmail|qq|163|126)\.[a-z]{2,3}(?:\.[a-z]{2})?(?![\w.-])/,
]);

/**
 * Names scammers imitate in web addresses, with the registrable domains that are really theirs:
 * Pakistani and international banks, payment and shipping companies, the marketplace, and this site.
 */
export const WELL_KNOWN_BRANDS: readonly { name: string; domains: readonly string[] }[] = [
  { name: 'pakistanexportdirectory', domains: ['pakistanexportdirectory.com'] },
  { name: 'paypal', domains: ['paypal.com', 'paypal.me'] },
  { name: 'payoneer', domains: ['payoneer.com'] },
  { name: 'westernunion', domains: ['westernunion.com'] },
  { name: 'wise', domains: ['wise.com'] },
  { name: 'hbl', domains: ['hbl.com'] },
  { name: 'ubl', domains: ['ubldigital.com', 'ubl.com.pk'] },
  { name: 'mcb', domains: ['mcb.com.pk'] },
  { name: 'meezanbank', domains: ['meezanbank.com'] },
  { name: 'alliedbank', domains: ['abl.com'] },
  { name: 'bankalfalah', domains: ['bankalfalah.com'] },
  { name: 'bankalhabib', domains: ['bankalhabib.com'] },
  { name: 'sbp', domains: ['sbp.org.pk'] },
  { name: 'standardchartered', domains: ['sc.com', 'standardchartered.com'] },
  { name: 'hsbc', domains: ['hsbc.com', 'hsbc.com.pk', 'hsbc.co.uk'] },
  { name: 'citibank', domains: ['citibank.com', 'citi.com'] },
  { name: 'dhl', domains: ['dhl.com', 'dhl.de'] },
  { name: 'fedex', domains: ['fedex.com'] },
  { name: 'maersk', domains: ['maersk.com'] },
  { name: 'alibaba', domains: ['alibaba.com', 'aliexpress.com', '1688.com'] },
  { name: 'wetransfer', domains: ['wetransfer.com', 'we.tl'] },
];

/** Letters that look alike across scripts and digits used as letters, folded to the Latin letter they imitate. */
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ɡ: 'g',
  ո: 'n',
  ս: 'u',
  ο: 'o',
  α: 'a',
  ν: 'v',
  ι: 'i',
  κ: 'k',
  τ: 't',
  ρ: 'p',
  ε: 'e',
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '5': 's',
};

/** A label as it reads: confusable letters folded, "rn" read as "m", "vv" as "w", accents dropped. */
function skeleton(label: string): string {
  const folded = [...label.normalize('NFD').replace(/\p{M}/gu, '')]
    .map((char) => CONFUSABLES[char] ?? char)
    .join('');
  return folded.replace(/rn/g, 'm').replace(/vv/g, 'w');
}

/** Damerau–Levenshtein distance (adjacent swaps count one), enough for one typo or swapped pair. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

const isOwnedBy = (host: string, domains: readonly string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

/**
 * Whether a label imitates a brand: the same name in other letters or with one typo (names of five
 * letters or more), a longer name containing it ("paypal-secure"), or a hyphenated part equal to it
 * ("hbl-payments"). Short names (hbl, dhl) only by equality, so "mcbride" is not MCB.
 */
function imitates(label: string, brand: string): boolean {
  const read = skeleton(label);
  const parts = read.split('-');
  if (read === brand || parts.includes(brand)) return true;
  if (brand.length < 5) return false;
  return read.replace(/-/g, '').includes(brand) || editDistance(read, brand) <= 1;
}

/** The brand a host imitates without being one of that brand's own domains; null when none. */
export function imitatedBrand(host: string): string | null {
  const unicodeHost = domainToUnicode(host) || host;
  const labels = unicodeHost.split('.').slice(0, -1); // the top-level domain imitates nothing
  for (const brand of WELL_KNOWN_BRANDS) {
    if (isOwnedBy(host, brand.domains) || isOwnedBy(unicodeHost, brand.domains)) continue;
    if (labels.some((label) => imitates(label, brand.name))) return brand.name;
  }
  return null;
}

const LOOKALIKE_DOMAIN = (message: CheckedText) => message.hosts.some((host) => imitatedBrand(host) !== null);

/**
 * Host names in a text: of links (`https://host/...`), bare addresses (`www.host.com`, `host.com`) and
 * e-mail addresses. The top-level domain must be typed in lower case (or punycode), so a sentence run
 * together ("paid by PayPal.Then") is not an address.
 */
const HOST =
  /(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{Ll}{2,63}|xn--[a-z0-9-]{2,59})(?![\p{L}\p{N}-])/gu;

export function hostsIn(text: string): string[] {
  return [...new Set([...text.matchAll(HOST)].map((match) => match[0].toLowerCase()))];
}

/** Zero-width characters and soft hyphens, which hide words from a reader's and a rule's eye alike. */
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]/g;

export function prepare(content: string): CheckedText {
  const visible = content.normalize('NFKC').replace(INVISIBLE, '');
  return { text: visible.toLowerCase().replace(/\s+/g, ' '), hosts: hostsIn(visible) };
}

export const SAFETY_RULES: readonly SafetyRule[] = [
  {
    id: 'bank-details-change',
    warning:
      'Be careful: this message mentions new or changed bank details. Scammers pose as trading partners to redirect payments. Confirm any change of account by phone with a contact you already know before you pay.',
    matches: BANK_DETAILS_CHANGE,
  },
  {
    id: 'wire-transfer-agent',
    warning:
      "Be careful: this message asks for payment through a money-transfer agent (such as Western Union, MoneyGram or hawala). Genuine trade payments go by bank transfer or letter of credit to the company's own account.",
    matches: WIRE_TRANSFER_AGENT,
  },
  {
    id: 'invitation-letter',
    warning:
      'Be careful: requests for invitation letters are a common fake-buyer scheme. Do not pay fees or send documents for one before you have verified the company.',
    matches: INVITATION_LETTER,
  },
  {
    id: 'inspection-fee',
    warning:
      'Be careful: this message asks for an inspection, clearance or similar fee in advance. Fake buyers collect such fees and disappear. Pay an inspection company only directly, after checking it yourself.',
    matches: INSPECTION_FEE,
  },
  {
    id: 'lookalike-domain',
    warning:
      'Be careful: a web address in this message imitates a well-known bank, company or this site. Check the real address before opening it, and do not sign in or pay there.',
    matches: LOOKALIKE_DOMAIN,
  },
  {
    id: 'off-platform',
    warning:
      'Be careful: this message asks to continue on WhatsApp, Telegram or a personal e-mail address. Messages kept here can be reported and reviewed; scammers move elsewhere to avoid that.',
    matches: OFF_PLATFORM,
  },
];

const WARNINGS = new Map(SAFETY_RULES.map((rule) => [rule.id, rule.warning]));

/** The ids of the rules a message matches, in the rules' order. */
export function flagMessage(content: string): string[] {
  const checked = prepare(content);
  return SAFETY_RULES.filter((rule) => rule.matches(checked)).map((rule) => rule.id);
}

/** What the reader of a message with these flags is told; null when none has a warning. */
export function warningFor(flags: readonly string[]): string | null {
  const warnings = flags.map((flag) => WARNINGS.get(flag)).filter((text): text is string => Boolean(text));
  return warnings.length ? warnings.join(' ') : null;
}
