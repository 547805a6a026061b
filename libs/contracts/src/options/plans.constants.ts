export const EXPORTER_PLANS = ['basic', 'premium'] as const; // today: isPremium ? 'premium' : 'basic'
export type ExporterPlan = (typeof EXPORTER_PLANS)[number];
export function exporterPlan(isPremium: boolean): ExporterPlan {
  return isPremium ? 'premium' : 'basic';
}
/**
 * Spec §9: Basic free (up to 10 buyer contacts per month, up to 5 products); Professional / Enterprise lift
 * both. Issue 20: Basic sends up to 5 quotations to requirements a calendar month (UTC; a quotation
 * edited later counts once); every plan sees every request.
 */
export const BASIC_PLAN_LIMITS = { products: 5, inquiryContactsPerMonth: 10, quotationsPerMonth: 5 } as const;
export const PLAN_LIMIT_MESSAGES = {
  products: 'Your Basic plan holds up to 5 products. Upgrade to Professional or Enterprise to add more.',
  inquiries:
    'Your Basic plan shows the contact details of 10 inquiries a month. Upgrade to Professional or Enterprise to see this one.',
  quotes: `Your Basic plan sends ${BASIC_PLAN_LIMITS.quotationsPerMonth} quotations a month. Upgrade to Professional or Enterprise to send more this month.`,
} as const;

/** The plan an exporter holds (catalog's `exporters.plan`); isPremium is `plan !== 'basic'`. */
export const EXPORTER_PLAN_TIERS = ['basic', 'professional', 'enterprise'] as const;
export type ExporterPlanTier = (typeof EXPORTER_PLAN_TIERS)[number];

/** Spec §9's plans, as the admin service seeds `subscription_plans` (PKR per month; duration in months). */
export const SUBSCRIPTION_PLAN_SEED = [
  { tier: 'basic', name: 'Basic', price: 0, currency: 'PKR', duration: 1 },
  { tier: 'professional', name: 'Professional', price: 5000, currency: 'PKR', duration: 1 },
  { tier: 'enterprise', name: 'Enterprise', price: 25000, currency: 'PKR', duration: 1 },
] as const satisfies readonly {
  tier: ExporterPlanTier;
  name: string;
  price: number;
  currency: string;
  duration: number;
}[];

/** The enhanced admin list's plan filter (spec: all, free, professional, enterprise; free is Basic). */
export const ADMIN_PLAN_FILTERS = ['all', 'free', 'professional', 'enterprise'] as const;
export type AdminPlanFilter = (typeof ADMIN_PLAN_FILTERS)[number];

/** Quotations a month the plan may send to requirements (`null`: no limit). */
export function monthlyQuotationLimit(plan: ExporterPlan | ExporterPlanTier): number | null {
  return plan === 'basic' ? BASIC_PLAN_LIMITS.quotationsPerMonth : null;
}
