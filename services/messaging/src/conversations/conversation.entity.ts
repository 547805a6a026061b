import type { ConversationStatus } from '@ped/contracts/messaging';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A buyer's conversation with an exporter. The list's figures live on the row (the latest message's
 * preview and time, each party's unread count), written with each message and read mark, so a list
 * page never reads messages.
 */
@Entity({ name: 'conversations', schema: 'messaging' })
export class Conversation {
  @PrimaryGeneratedColumn()
  id: number;

  /** identity's buyer user id. */
  @Column({ name: 'buyer_id', type: 'integer' })
  buyerId: number;

  /** The catalog's exporter id (its owning account takes part: exporter_directory.user_id). */
  @Column({ name: 'exporter_id', type: 'integer' })
  exporterId: number;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @Column({ type: 'varchar', length: 50, default: 'active' })
  status: ConversationStatus;

  /** The first 200 characters of the latest message. */
  @Column({ name: 'last_message', type: 'varchar', length: 200, nullable: true })
  lastMessage: string | null;

  @Column({ name: 'last_message_at', type: 'timestamptz', nullable: true })
  lastMessageAt: Date | null;

  /** The exporter's messages the buyer has not read. */
  @Column({ name: 'buyer_unread', type: 'integer', default: 0 })
  buyerUnread: number;

  /** The buyer's messages the exporter has not read. */
  @Column({ name: 'exporter_unread', type: 'integer', default: 0 })
  exporterUnread: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
