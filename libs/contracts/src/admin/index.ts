export * from './patterns.js';
export * from './stats.dto.js';
export * from './console.dto.js';
