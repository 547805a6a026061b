import {
  DEFAULT_COUNTRY,
  EXPORTER_EMPLOYEE_COUNTS,
  type EXPORTER_BUSINESS_TYPES,
  type ExporterPlanTier,
  type ExporterStatus,
} from '@ped/contracts/options';
import {
  SEED_CATEGORY_PROFILES,
  SEED_CONTACT_NAMES,
  SEED_NAME_PREFIXES,
  SEED_STREETS,
  type SeedProductTemplate,
  type SeedRelatedCategory,
} from './exporter-seed.constants.js';
import { describeSeedExporter } from './exporter-seed.description.js';
import { seededRandom } from './seeded-random.js';

/** Exporters per category in the demo directory (18 categories → 252 exporters, over 200 of them approved). */
export const SEED_EXPORTERS_PER_CATEGORY = 14;
/** Products per demo exporter: 2 to this many. */
export const MAX_SEED_PRODUCTS = 8;

export interface SeedProduct {
  /** The category it is listed under: the exporter's main one, or its second for the products of that trade. */
  categorySlug: string;
  name: string;
  description: string;
  price: string;
  unit: string;
  minimumOrder: string;
}

export interface SeedExporter {
  companyName: string;
  description: string;
  contactPerson: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  city: string;
  country: string;
  establishedYear: number;
  employeeCount: string;
  certifications: string[];
  /** One of EXPORTER_BUSINESS_TYPES, read from the trade in its name (businessTypeOf). */
  businessType: string;
  isVerified: boolean;
  isPremium: boolean;
  /** A premium member's paid plan (a third on Enterprise) and how many days ago it began (within 8 months). */
  plan: ExporterPlanTier;
  planDaysAgo: number | null;
  /** How many days ago it joined the directory: on or before its plan began (within the last year). */
  joinedDaysAgo: number;
  status: ExporterStatus;
  /** Slugs: the main category, and at most one second category its trade also fits (the profile's `related`). */
  categorySlugs: string[];
  products: SeedProduct[];
}

/** The business type a trade's name says: "Rice Exports" trade, "Fisheries" supply, "Carpet House" distributes, mills make. */
export function businessTypeOf(trade: string): (typeof EXPORTER_BUSINESS_TYPES)[number] {
  if (/Export|Trad/.test(trade)) return 'Trading Company';
  if (/House/.test(trade)) return 'Distributor';
  if (/Fisheries|Farms|Produce|Marine|Sea ?[Ff]oods|Grains|Agro|Minerals/.test(trade)) return 'Supplier';
  return 'Manufacturer';
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The demo directory: deterministic, believable, every category and city represented. */
export function buildSeedExporters(categorySlugs: string[], seed = 2024): SeedExporter[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const between = (min: number, max: number) => min + random() * (max - min);
  const usedNames = new Set<string>();
  const exporters: SeedExporter[] = [];

  for (let round = 0; round < SEED_EXPORTERS_PER_CATEGORY; round += 1) {
    categorySlugs.forEach((slug, index) => {
      const profile = SEED_CATEGORY_PROFILES[slug];
      if (!profile) return;
      const n = exporters.length;
      const trade = pick(profile.trades);
      let companyName = `${SEED_NAME_PREFIXES[(round * 7 + index * 3) % SEED_NAME_PREFIXES.length]} ${trade}`;
      for (let k = 2; usedNames.has(companyName); k += 1)
        companyName = `${companyName.replace(/ \d+$/, '')} ${k}`;
      usedNames.add(companyName);
      const city = pick(profile.cities);
      const roll = random();
      const status: ExporterStatus = roll < 0.84 ? 'approved' : roll < 0.94 ? 'pending' : 'rejected';
      const isVerified = status === 'approved' && random() < 0.5;
      const isPremium = status === 'approved' && random() < (isVerified ? 0.3 : 0.08);
      const establishedYear = 1965 + Math.floor(random() * 56);
      const certifications = profile.certifications.filter(() => random() < 0.45);
      const productCount = 2 + Math.floor(random() * (MAX_SEED_PRODUCTS - 1));
      const products = [...profile.products]
        .sort(() => random() - 0.5)
        .slice(0, Math.min(productCount, profile.products.length))
        .map((template) => toSeedProduct(slug, template, between(template.price[0], template.price[1])));
      // Draws the same numbers whatever the trade, so names and e-mails (the seed's keys) never move.
      const secondDraw = random() < 0.25 ? random() : undefined;
      const related =
        secondDraw === undefined || profile.related.length === 0
          ? undefined
          : profile.related[Math.floor(secondDraw * profile.related.length)];
      const domain = `${slugify(companyName)}.com.pk`;
      exporters.push({
        companyName,
        description: describeSeedExporter({
          companyName,
          city,
          establishedYear,
          activity: profile.activity,
          strengths: profile.strengths,
          products: products.map((product) => product.name),
          // Drawn here as before, so the draws after it (and every later name and e-mail) stay as they were.
          countries: 5 + Math.floor(random() * 40),
        }),
        contactPerson: SEED_CONTACT_NAMES[n % SEED_CONTACT_NAMES.length]!,
        email: `export@${domain}`,
        phone: `+92 ${300 + Math.floor(random() * 50)} ${String(1_000_000 + Math.floor(random() * 8_999_999))}`,
        website: `https://www.${domain}`,
        address: `${1 + Math.floor(random() * 250)} ${pick(SEED_STREETS)}, ${city}`,
        city,
        country: DEFAULT_COUNTRY,
        establishedYear,
        employeeCount: pick(EXPORTER_EMPLOYEE_COUNTS),
        certifications,
        businessType: businessTypeOf(trade),
        isVerified,
        isPremium,
        // From the index, not the generator: the draws (and so every name and e-mail) stay as they were.
        plan: isPremium ? (n % 3 === 0 ? 'enterprise' : 'professional') : 'basic',
        planDaysAgo: isPremium ? 7 + ((n * 37) % 230) : null,
        joinedDaysAgo: (isPremium ? 7 + ((n * 37) % 230) : 0) + 1 + ((n * 53) % 120),
        status,
        categorySlugs: related ? [slug, related.slug] : [slug],
        products: related
          ? [...products.slice(0, MAX_SEED_PRODUCTS - related.products.length), ...relatedProducts(related)]
          : products,
      });
    });
  }
  return exporters;
}

function toSeedProduct(categorySlug: string, template: SeedProductTemplate, price: number): SeedProduct {
  return {
    categorySlug,
    name: template.name,
    description: template.description,
    price: price.toFixed(2),
    unit: template.unit,
    minimumOrder: template.minimumOrder,
  };
}

/** The products a company lists in its second category: the named lines of that trade, at their middle price. */
function relatedProducts(related: SeedRelatedCategory): SeedProduct[] {
  const templates = SEED_CATEGORY_PROFILES[related.slug]?.products ?? [];
  return related.products.map((name) => {
    const template = templates.find((t) => t.name === name);
    if (!template) throw new Error(`seed: ${related.slug} has no product "${name}"`);
    return toSeedProduct(related.slug, template, (template.price[0] + template.price[1]) / 2);
  });
}
