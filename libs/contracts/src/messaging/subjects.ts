/** Events published by the messaging service (stream MESSAGING). */
export const MESSAGING_SUBJECTS = {
  contactRequestCreated: 'messaging.contact_request.created',
} as const;
