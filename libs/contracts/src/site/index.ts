export * from './site-routes.js';
