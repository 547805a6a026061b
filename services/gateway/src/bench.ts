/**
 * What `bench/` shares with the gateway, exported as `@ped/gateway/bench` (package.json `exports`):
 * the response schemas of the benchmarked catalogue, buyer, conversation and admin exporter list routes, so
 * the baseline server serialises exactly as the gateway does. The bench imports nothing else of the gateway.
 */
export { CategoryListSchema as categoryListSchema } from '@ped/contracts/responses';
export {
  exporterListSchema,
  exporterSchema,
  productListSchema,
  publicStatsSchema,
} from './api/exporters/exporter.schema.js';
export {
  requirementListSchema,
  savedExporterIdsSchema,
  savedExporterListSchema,
} from './api/buyer/buyer-tools.schema.js';
export { conversationListSchema, messagePageSchema } from './api/conversations/conversations.schema.js';
export { adminExporterListSchema } from './api/admin/admin-exporters.schema.js';
