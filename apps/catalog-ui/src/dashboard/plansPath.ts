/** Where the plans are compared (the services page's Pricing Plans section). */
export const PLANS_PATH = '/services#pricing-heading';
