export const EXPORTER_NOT_FOUND = 'Exporter Not Found';

/** How many exporters the home page features. */
export const FEATURED_EXPORTER_COUNT = 6;
/** The premium members with the highest merit that take turns in the Sponsored slot. */
export const SPONSORED_POOL = 24;
