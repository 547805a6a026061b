import type { EventSubject } from '../events/index.js';

/** Events published by the identity service (stream IDENTITY). */
export const IDENTITY_SUBJECTS = {
  userRegistered: 'identity.user.registered',
  buyerRegistered: 'identity.buyer.registered',
  buyerProfileCompleted: 'identity.buyer.profile_completed',
  adminLoggedIn: 'identity.admin.logged_in',
  exporterAccountLinked: 'identity.exporter_account.linked',
  buyerVerified: 'identity.buyer.verified',
  adminActionRecorded: 'identity.admin_action.recorded',
  accountDeleted: 'identity.account.deleted',
} as const satisfies Record<string, EventSubject>;
