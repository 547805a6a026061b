import type { ConversationStatus } from '@ped/contracts/options';

/** A conversation's status badge: a blocked one is shown as destructive (red). */
export const CONVERSATION_STATUS_BADGE: Record<ConversationStatus, { label: string; palette: string }> = {
  active: { label: 'Active', palette: 'green' },
  archived: { label: 'Archived', palette: 'gray' },
  blocked: { label: 'Blocked', palette: 'red' },
};
