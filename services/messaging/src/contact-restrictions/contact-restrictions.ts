import { CONTACT_RESTRICTION_MESSAGES, type ConversationPartyType } from '@ped/contracts/messaging';
import { DomainException } from '@ped/nest-kit';
import type { EntityManager } from 'typeorm';
import { RESTRICTED_INQUIRY_SQL } from './contact-restrictions.sql.js';

/**
 * Who may contact whom. A block holds for the pair (buyer, exporter), whichever of their conversations was blocked
 * and by whom (either party, or an administrator), until an administrator unblocks it: no conversation opens
 * between them, no message goes into any of theirs, no inquiry goes from that buyer to that exporter. A suspended
 * buyer starts no conversation and sends no inquiry to anyone. Every check lives here.
 */

/** Who blocked: a party of the conversation, or an administrator's moderation. */
export type BlockedBy = ConversationPartyType | 'admin';

export interface ContactPair {
  buyerId: number;
  exporterId: number;
}

const blocked = () => new DomainException('CONTACT_BLOCKED', CONTACT_RESTRICTION_MESSAGES.blocked);
const suspended = () => new DomainException('BUYER_SUSPENDED', CONTACT_RESTRICTION_MESSAGES.suspended);

/** In the transaction that blocks one of the pair's conversations; the pair's first block stands. */
export async function recordContactBlock(
  manager: EntityManager,
  pair: ContactPair,
  conversationId: number,
  blockedBy: BlockedBy,
): Promise<void> {
  await manager.query(
    `INSERT INTO messaging.contact_blocks (buyer_id, exporter_id, conversation_id, blocked_by)
     VALUES ($1, $2, $3, $4) ON CONFLICT (buyer_id, exporter_id) DO NOTHING`,
    [pair.buyerId, pair.exporterId, conversationId, blockedBy],
  );
}

/** An administrator's unblock; false when the pair was not blocked. */
export async function liftContactBlock(manager: EntityManager, pair: ContactPair): Promise<boolean> {
  const [, deleted] = await manager.query<[unknown, number]>(
    'DELETE FROM messaging.contact_blocks WHERE buyer_id = $1 AND exporter_id = $2',
    [pair.buyerId, pair.exporterId],
  );
  return deleted > 0;
}

export async function isContactBlocked(manager: EntityManager, pair: ContactPair): Promise<boolean> {
  const rows = await manager.query<unknown[]>(
    'SELECT 1 FROM messaging.contact_blocks WHERE buyer_id = $1 AND exporter_id = $2',
    [pair.buyerId, pair.exporterId],
  );
  return rows.length > 0;
}

/** A conversation opening, or a message, between a blocked pair: 403 CONTACT_BLOCKED. */
export async function refuseBlockedContact(manager: EntityManager, pair: ContactPair): Promise<void> {
  if (await isContactBlocked(manager, pair)) throw blocked();
}

/** A suspended buyer starting a conversation: 403 BUYER_SUSPENDED. */
export async function refuseSuspendedBuyer(manager: EntityManager, buyerId: number): Promise<void> {
  const rows = await manager.query<unknown[]>(
    'SELECT 1 FROM messaging.buyer_suspensions WHERE buyer_id = $1',
    [buyerId],
  );
  if (rows.length > 0) throw suspended();
}

/**
 * An inquiry to `exporterId` from a blocked or suspended buyer: the signed-in one (`buyerId`), or, signed in or
 * not, the buyer whose sign-up e-mail (messaging's buyer directory) the inquiry gives as its sender's.
 */
export async function refuseRestrictedInquiry(
  manager: EntityManager,
  exporterId: number,
  buyerId: number | null,
  email: string,
): Promise<void> {
  const [found] = await manager.query<{ blocked: boolean; suspended: boolean }[]>(RESTRICTED_INQUIRY_SQL, [
    exporterId,
    buyerId,
    email,
  ]);
  if (found?.blocked) throw blocked();
  if (found?.suspended) throw suspended();
}
