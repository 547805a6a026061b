import type { EventSubject } from '../events/index.js';

/** Events published by the messaging service (stream MESSAGING). */
export const MESSAGING_SUBJECTS = {
  inquiryCreated: 'messaging.contact_request.created',
  inquiryResponded: 'messaging.contact_request.responded',
  conversationCreated: 'messaging.conversation.created',
  messageSent: 'messaging.message.sent',
  conversationStatusChanged: 'messaging.conversation.status_changed',
  conversationRead: 'messaging.conversation.read',
  reportFiled: 'messaging.report.filed',
  adminActionRecorded: 'messaging.admin_action.recorded',
} as const satisfies Record<string, EventSubject>;
