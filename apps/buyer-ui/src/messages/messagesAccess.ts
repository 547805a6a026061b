import { signInUrl, type AuthGate, type AuthUser } from '@ped/web-kit';

/** Spec: "Unauthorized - You need to log in to access messages." and the sign-in (/api/login) after 0.5 s. */
export const MESSAGES_GATE: AuthGate = {
  title: 'Unauthorized',
  description: 'You need to log in to access messages.',
  delayMs: 500,
  redirect: signInUrl,
};

/** Buyers and exporters take part in conversations (admins moderate them elsewhere). */
export function takesPartInMessages(user: AuthUser): boolean {
  return user.role === 'buyer' || user.role === 'exporter';
}

/** `/messages?exporterId=5`: the New Conversation dialog with that exporter locked (catalog-ui's Contact links here). */
export const START_WITH_EXPORTER_PARAM = 'exporterId';

/** `/messages?tab=archived`: the list's tab, kept in the address. */
export const LIST_TAB_PARAM = 'tab';
