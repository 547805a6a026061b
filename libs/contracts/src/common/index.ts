export * from './principal.js';
export * from './service-message.js';
export * from './errors.js';
export * from './error-reasons.js';
export * from './event-envelope.js';
export * from './services.js';
export * from './limits.js';
export * from './year-established.js';
