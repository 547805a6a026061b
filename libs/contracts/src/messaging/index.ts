export * from './patterns.js';
export * from './subjects.js';
export * from './events.js';
export * from './contact.dto.js';
export * from './conversation.dto.js';
export * from './inquiry.dto.js';
export * from './admin-conversations.dto.js';
export * from './quote-conversation.dto.js';
