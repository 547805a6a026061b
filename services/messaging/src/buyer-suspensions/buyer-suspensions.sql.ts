import { CONVERSATION_MESSAGES, type BuyerSuspensionDto } from '@ped/contracts/messaging';

const SELECT_SUSPENSION = `
  SELECT s.buyer_id, s.reason, s.created_at, b.first_name, b.last_name, b.email
    FROM messaging.buyer_suspensions s
    LEFT JOIN messaging.buyer_directory b ON b.id = s.buyer_id`;

/** The buyers suspended now, newest first. $1 limit, $2 offset. */
export const SUSPENSIONS_SQL = `${SELECT_SUSPENSION} ORDER BY s.created_at DESC, s.buyer_id DESC LIMIT $1 OFFSET $2`;

/** Buyer $1's suspension, held for a change by the caller's transaction. */
export const SUSPENSION_FOR_UPDATE_SQL = `${SELECT_SUSPENSION} WHERE s.buyer_id = $1 FOR UPDATE OF s`;

/** A suspension with its buyer as messaging's directory knows them (null columns: the buyer is gone). */
export interface SuspensionRow {
  buyer_id: number;
  reason: string;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/** The buyer by name, else e-mail; "Unknown" once messaging no longer knows them. */
export function toSuspension(row: SuspensionRow): BuyerSuspensionDto {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  return {
    buyerId: row.buyer_id,
    buyerName: name || row.email || CONVERSATION_MESSAGES.unknownParty,
    buyerEmail: row.email,
    reason: row.reason,
    suspendedAt: row.created_at.toISOString(),
  };
}
