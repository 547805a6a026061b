export * from './patterns.js';
export * from './subjects.js';
export * from './auth.dto.js';
export * from './buyer-profile.dto.js';
export * from './password-link.dto.js';
export * from './events.js';
export * from './admin-buyers.dto.js';
export * from './two-factor.dto.js';
