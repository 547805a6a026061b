export * from './patterns.js';
export * from './stats.dto.js';
