/**
 * What `bench/` shares with this service, exported as `@ped/messaging-service/bench` (package.json
 * `exports`): the reads behind the conversation list and a thread's page, which the baseline server runs
 * as the service does (the same functions, on a plain pg pool) and the bench EXPLAINs. The bench imports
 * nothing else of this service, so its internals can move freely; a name removed here fails its import.
 */
export { findConversation, listConversations, toSummary } from './conversations/conversation-views.sql.js';
export { MESSAGE_PAGE_SQL, readMessagePage } from './conversations/message-page.sql.js';
export { participantOf } from './conversations/participant.js';
