import type { RequirementStatus } from '../options/buyer.constants.js';
import type { ExporterStatus } from '../options/catalog.constants.js';
import type { ExporterPlanTier } from '../options/plans.constants.js';
import type { CategoryDto } from './category.responses.js';

export type CategoryCreatedEvent = CategoryDto;

/**
 * `catalog.exporter.created|updated|deleted`: what other services keep in their read models
 * (messaging's exporter directory, the admin counters). Always the whole current state.
 */
export interface ExporterChangedEvent {
  id: number;
  companyName: string;
  /** The owning account: identity's user id (AccountRef kind `user`). */
  userId: number | null;
  logoUrl: string | null;
  city: string | null;
  status: ExporterStatus;
  isVerified: boolean;
  isPremium: boolean;
  /** The exporter's contact e-mail (messaging's away mail to the exporter); absent in events before issue 17. */
  email?: string;
  /** From issue 19 (absent in older events): what the admin read models and the admin list need. */
  contactPerson?: string | null;
  /** `basic` | `professional` | `enterprise` (isPremium = not basic). */
  plan?: ExporterPlanTier;
  /** When the current paid plan began (null on Basic): the admin service's subscriptions and revenue. */
  planSince?: string | null;
  categoryIds?: number[];
  createdAt?: string;
}

/**
 * `catalog.exporter.approved`: an administrator approved a pending exporter; identity gives it its
 * account. A rejection is no event: the catalog mails it in the same transaction, and
 * `catalog.exporter.updated` carries the new status to the read models.
 */
export interface ExporterReviewedEvent {
  exporterId: number;
  companyName: string;
  /** The exporter's contact e-mail (lower-cased): the account's address. */
  email: string;
  contactPerson: string | null;
  /** The owning account when it has one already (a profile created from the dashboard). */
  userId: number | null;
  /** Always `approved` (version 1 of the envelope also carried rejections). */
  status: 'approved' | 'rejected';
  /** Null (version 1 carried a rejection's reason). */
  reason: string | null;
}

/** `catalog.exporter_application.submitted`: a signup waiting for review (no contact details beyond the e-mail). */
export interface ExporterApplicationSubmittedEvent {
  applicationId: number;
  registrationId: string;
  exporterId: number;
  companyName: string;
  email: string;
  city: string;
  businessType: string;
}

/** `catalog.requirement.posted`: a buyer's new requirement (no free text beyond the title). */
export interface RequirementChangedEvent {
  id: number;
  /** The posting buyer: identity's buyer user id (AccountRef kind `buyer`). */
  buyerUserId: number;
  categoryId: number | null;
  title: string;
  status: RequirementStatus;
  isPublic: boolean;
  expiresAt: string | null;
}

/**
 * `catalog.requirement.responded`: an exporter sent (firstResponse) or edited its quotation to a buyer's
 * requirement (the buyer's e-mail per quote; the admin figures).
 */
export interface QuotationSubmittedEvent {
  responseId: number;
  requirementId: number;
  requirementTitle: string;
  categoryId: number | null;
  buyerUserId: number;
  exporterId: number;
  companyName: string;
  /** true for the exporter's first quotation to this requirement, false for an edit of it. */
  firstResponse: boolean;
  /** The quotation as plain text (quotationSummary), for the buyer's e-mail. */
  quotationSummary: string;
  at: string;
}

/**
 * `catalog.response.accepted`: the buyer accepted a quotation. Messaging opens the conversation (keyed by
 * responseId) with `quotationSummary` as its first message, sent as the exporter's.
 */
export interface QuotationAcceptedEvent {
  responseId: number;
  requirementId: number;
  requirementTitle: string;
  buyerUserId: number;
  exporterId: number;
  /** The exporter's account (the conversation's exporter side). */
  exporterUserId: number;
  companyName: string;
  quotationSummary: string;
  at: string;
}
