/**
 * The response schemas, as values, for the gateway (serialiser and OpenAPI). The browser imports
 * only their types, from each domain's index (`export type *`), so TypeBox never reaches a bundle.
 */
export * from './schema-kit.js';
export * from '../catalog/category.responses.js';
