import type { ConversationPartyType } from '@ped/contracts/messaging';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One message of a conversation, with the safe-messaging rules it matched on arrival. */
@Entity({ name: 'messages', schema: 'messaging' })
export class Message {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'conversation_id', type: 'integer' })
  conversationId: number;

  /** identity's id of the sending account: the buyer's, or the exporter's owning user's. */
  @Column({ name: 'sender_id', type: 'integer' })
  senderId: number;

  @Column({ name: 'sender_type', type: 'varchar', length: 20 })
  senderType: ConversationPartyType;

  @Column({ type: 'text' })
  content: string;

  /** Read by its recipient. */
  @Column({ name: 'is_read', type: 'boolean', default: false })
  isRead: boolean;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;

  /** The data model's attachments (none are sent yet). */
  @Column({ type: 'text', array: true, default: '{}' })
  attachments: string[];

  /** Safe-messaging rule ids (services/messaging/src/safety). */
  @Column({ type: 'text', array: true, default: '{}' })
  flags: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
