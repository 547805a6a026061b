import type { PrincipalKind } from '../common/principal.js';

export interface UserRegisteredEvent {
  userId: number;
  email: string;
  role: 'exporter' | 'admin';
}

export interface BuyerRegisteredEvent {
  buyerUserId: number;
  email: string;
}

/** `identity.buyer.verified`: an administrator set a buyer's verification (Pending → Verified, or back). */
export interface BuyerVerifiedEvent {
  buyerUserId: number;
  isVerified: boolean;
}

export interface BuyerProfileCompletedEvent {
  buyerUserId: number;
  companyName: string;
  /** Lower-cased, one of BUYER_BUSINESS_TYPES. */
  businessType: string;
  country: string;
  industryFocus: string[];
  /** The buyer's names, e-mail and verified badge (messaging's buyer directory); absent before issue 17. */
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
  isVerified?: boolean;
}

/** For the admin activity log. */
export interface AdminLoggedInEvent {
  adminId: number;
  username: string;
  kind: PrincipalKind;
  ipAddress: string;
  userAgent: string;
}

/**
 * `identity.exporter_account.linked`: the account (AccountRef kind `user`, role exporter) that acts for
 * an approved exporter, created for it or found by its e-mail; the catalog records it as the owner.
 */
export interface ExporterAccountLinkedEvent {
  userId: number;
  exporterId: number;
  email: string;
}

/**
 * `identity.account.deleted`: a buyer or an exporter deleted its account (identity erased its e-mail,
 * names, profile and password at once); the other services erase or anonymise what they hold of it.
 */
export interface AccountDeletedEvent {
  /** `buyer`: identity's buyer user id; `user`: an exporter account's id. */
  kind: 'buyer' | 'user';
  id: number;
}
