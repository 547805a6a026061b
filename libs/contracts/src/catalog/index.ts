export * from './patterns.js';
export * from './subjects.js';
export * from './category.dto.js';
export * from './events.js';
export * from './exporter.dto.js';
export * from './exporter-query.dto.js';
export * from './exporter-signup.dto.js';
export * from './stats.dto.js';
