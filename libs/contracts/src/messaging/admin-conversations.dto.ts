import type { ConversationStatus } from '../options/messaging.constants.js';

/**
 * The admin console's view of conversations (issue 19; messaging owns it). The query and command classes live
 * beside them in this file.
 */

/** GET /api/admin/conversations: one row, newest activity first. */
export interface AdminConversationDto {
  id: number;
  subject: string;
  status: ConversationStatus;
  /** The buyer's name (or "Unknown" when gone) and company. */
  buyerName: string;
  buyerCompany: string | null;
  /** The exporter's company, or "Unknown" once it was removed. */
  exporterName: string;
  exporterId: number;
  messageCount: number;
  lastMessageAt: string | null;
  createdAt: string;
}

export interface AdminConversationListDto {
  conversations: AdminConversationDto[];
  total: number;
}

/** PATCH /api/admin/conversations/{id}/moderate answers the conversation's new status. */
export interface ModerateConversationResultDto {
  id: number;
  status: ConversationStatus;
}
