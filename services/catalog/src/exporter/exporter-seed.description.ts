import { seededRandom, seedOf } from './seeded-random.js';

/** What a demo exporter's description is written from. */
export interface DescriptionFacts {
  companyName: string;
  city: string;
  establishedYear: number;
  /** Its trade's line, after "is a(n)" (SeedCategoryProfile.activity). */
  activity: string;
  /** Its trade's sentences; one or two are taken. */
  strengths: readonly string[];
  /** Its products' names, in the order it lists them. */
  products: readonly string[];
  countries: number;
}

const MARKETS = [
  'chiefly in Europe and the Gulf',
  'from the UK and Scandinavia to the Gulf',
  'across North America and Europe',
  'in the Middle East, Central Asia and Africa',
  'from East Asia to Australia',
  'with the Gulf and Germany its largest markets',
];

const CLOSINGS = [
  'Samples ship within a week of a confirmed request.',
  'Private-label and OEM orders are welcome.',
  'Its export desk answers inquiries within one working day.',
  'Third-party inspection by SGS, Intertek or Bureau Veritas is arranged on request.',
  'Trial orders below a full container are accepted for new buyers.',
];

/** "a" or "an" before `word`, by its sound; a vowel letter stands for a vowel sound in the seed's words. */
export function indefiniteArticle(word: string): 'a' | 'an' {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** "a", "a and b", "a, b and c". */
function list(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * A demo exporter's "About" as a directory's members write it: an opening in one of several forms, what it
 * sells (its own products), one or two things its trade does well, where it ships, and sometimes a closing
 * offer. Deterministic per company name.
 */
export function describeSeedExporter(facts: DescriptionFacts): string {
  const random = seededRandom(seedOf(facts.companyName));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const { companyName: name, city, establishedYear: year, activity, products } = facts;
  const a = indefiniteArticle(activity);

  const opening = pick([
    `${name} is ${indefiniteArticle(city)} ${city}-based ${activity}, established in ${year}.`,
    `Founded in ${city} in ${year}, ${name} is ${a} ${activity}.`,
    `Since ${year}, ${name} has worked from ${city} as ${a} ${activity}.`,
    `${name} began in ${city} in ${year} and is today ${a} ${activity}.`,
  ]);
  const range =
    products.length === 0
      ? []
      : [
          pick([
            `Its main lines are ${list(products.slice(0, 3))}.`,
            `Buyers know it best for its ${products[0]}${products.length > 1 ? `, alongside ${list(products.slice(1, 3))}` : ''}.`,
            `The range covers ${list(products.slice(0, 3))}${products.length > 3 ? ', among others' : ''}.`,
          ]),
        ];
  const first = Math.floor(random() * facts.strengths.length);
  const strengths = [facts.strengths[first]!];
  if (random() < 0.5 && facts.strengths.length > 1)
    strengths.push(
      facts.strengths[
        (first + 1 + Math.floor(random() * (facts.strengths.length - 1))) % facts.strengths.length
      ]!,
    );
  const markets = pick([
    `It ships to buyers in more than ${facts.countries} countries, ${pick(MARKETS)}.`,
    `Exports reach more than ${facts.countries} countries, ${pick(MARKETS)}.`,
  ]);
  const closing = random() < 0.6 ? [pick(CLOSINGS)] : [];
  return [opening, ...range, ...strengths, markets, ...closing].join(' ');
}
