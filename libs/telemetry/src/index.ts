export { METRICS, observeHttpRequest, statusClass } from './catalogue.js';
export { readOnScrape, sharedRead, type Reading } from './read-on-scrape.js';
export { declareMetrics, metricsRegistry, nameProcess, serveMetrics } from './registry.js';
export {
  activeTraceId,
  contextFrom,
  currentTraceFields,
  injectTrace,
  nameRequestSpan,
  inSpan,
  openSpan,
  SpanKind,
  startTracing,
  tracer,
  type HeaderCarrier,
  type OpenSpan,
} from './tracing.js';
