export * from './patterns.js';
