/**
 * Option lists and business constants of the specification. Plain values only (no decorators), so
 * the apps can import them without pulling class-validator into the browser.
 */
export * from './catalog.constants.js';
export * from './buyer.constants.js';
export * from './buyer-profile.constants.js';
export * from './messaging.constants.js';
export * from './forms.constants.js';
export * from './plans.constants.js';
export * from './exporter-profile.constants.js';
export * from './password-links.constants.js';
export * from './sign-up.constants.js';
export * from './media.constants.js';
export * from './two-factor.constants.js';
export * from './verification.constants.js';
export * from './verification-documents.constants.js';
export * from './trade-terms.constants.js';
export * from './requirement-templates.js';
export * from './requirement-digest.constants.js';
export * from './session-hint.constants.js';
export * from './web-address.js';
export * from './is-web-address.js';
