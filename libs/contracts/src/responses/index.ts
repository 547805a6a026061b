/**
 * The response schemas, as values, for the gateway (serialiser and OpenAPI). The browser imports
 * only their types, from each domain's index (`export type *`), so TypeBox never reaches a bundle.
 */
export * from './schema-kit.js';
export * from '../catalog/category.responses.js';
export * from '../catalog/admin-exporters.responses.js';
export * from '../identity/admin-buyers.responses.js';
export * from '../identity/two-factor.responses.js';
export * from '../messaging/admin-conversations.responses.js';
export * from '../messaging/buyer-suspensions.responses.js';
export * from '../identity/auth.responses.js';
export * from '../identity/sign-up.responses.js';
export * from '../identity/buyer-profile.responses.js';
export * from '../identity/password-link.responses.js';
export * from '../messaging/live.responses.js';
export * from '../catalog/exporter.responses.js';
export * from '../catalog/quotations.responses.js';
export * from '../catalog/open-requirements.responses.js';
export * from '../catalog/requirement-digest.responses.js';
export * from '../catalog/buyer.responses.js';
export * from '../messaging/conversation.responses.js';
export * from '../messaging/inquiry.responses.js';
export * from '../catalog/my-exporter.responses.js';
export * from '../catalog/verification.responses.js';
export * from '../catalog/exporter-metrics.responses.js';
export * from '../catalog/exporter-images.responses.js';
