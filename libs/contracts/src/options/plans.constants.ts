export const EXPORTER_PLANS = ['basic', 'premium'] as const; // today: isPremium ? 'premium' : 'basic'
export type ExporterPlan = (typeof EXPORTER_PLANS)[number];
export function exporterPlan(isPremium: boolean): ExporterPlan {
  return isPremium ? 'premium' : 'basic';
}
/** Spec §9: Basic free (up to 10 buyer contacts per month, up to 5 products); Professional / Enterprise lift both. */
export const BASIC_PLAN_LIMITS = { products: 5, inquiryContactsPerMonth: 10 } as const;
export const PLAN_LIMIT_MESSAGES = {
  products: 'Your Basic plan holds up to 5 products. Upgrade to Professional or Enterprise to add more.',
  inquiries:
    'Your Basic plan shows the contact details of 10 inquiries a month. Upgrade to Professional or Enterprise to see this one.',
} as const;
