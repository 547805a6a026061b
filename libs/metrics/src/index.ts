export { METRICS, observeHttpRequest, statusClass } from './catalogue.js';
export { readOnScrape, type Reading } from './read-on-scrape.js';
export { declareMetrics, metricsRegistry, nameProcess, serveMetrics } from './registry.js';
