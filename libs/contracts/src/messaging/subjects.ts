import type { EventSubject } from '../events/index.js';

/** Events published by the messaging service (stream MESSAGING). */
export const MESSAGING_SUBJECTS = {
  contactRequestCreated: 'messaging.contact_request.created',
} as const satisfies Record<string, EventSubject>;
