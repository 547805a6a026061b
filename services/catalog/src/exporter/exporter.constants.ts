export const EXPORTER_NOT_FOUND = 'Exporter Not Found';

/** How many exporters the home page features. */
export const FEATURED_EXPORTER_COUNT = 6;
