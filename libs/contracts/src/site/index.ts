export * from './site-routes.js';
export * from './page-cache-keys.js';
