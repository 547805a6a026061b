export * from './patterns.js';
export * from './subjects.js';
export * from './category.dto.js';
export * from './events.js';
