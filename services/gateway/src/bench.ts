/**
 * What `bench/` shares with the gateway, exported as `@ped/gateway/bench` (package.json `exports`):
 * the response schemas of the benchmarked catalogue, buyer, conversation and admin exporter list routes, so
 * the baseline server serialises exactly as the gateway does. The bench imports nothing else of the gateway.
 */
export { CategoryListSchema as categoryListSchema } from '@ped/contracts/responses';
export {
  ExporterListSchema as exporterListSchema,
  ExporterSchema as exporterSchema,
  ExporterProductsSchema as productListSchema,
  PublicStatsSchema as publicStatsSchema,
} from '@ped/contracts/responses';
export {
  BuyerRequirementListSchema as requirementListSchema,
  SavedExporterIdsSchema as savedExporterIdsSchema,
  SavedExporterListSchema as savedExporterListSchema,
} from '@ped/contracts/responses';
export {
  ConversationListSchema as conversationListSchema,
  MessagePageSchema as messagePageSchema,
} from '@ped/contracts/responses';
export { AdminExporterListSchema as adminExporterListSchema } from '@ped/contracts/responses';
