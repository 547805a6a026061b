import type { ConversationPartyType, ReportReason } from '@ped/contracts/messaging';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A party's report of a message or a whole conversation (its event feeds the admin moderation queue). */
@Entity({ name: 'reports', schema: 'messaging' })
export class Report {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'conversation_id', type: 'integer' })
  conversationId: number;

  /** null: the conversation as a whole. */
  @Column({ name: 'message_id', type: 'integer', nullable: true })
  messageId: number | null;

  @Column({ name: 'reporter_type', type: 'varchar', length: 20 })
  reporterType: ConversationPartyType;

  /** identity's id of the reporting account. */
  @Column({ name: 'reporter_id', type: 'integer' })
  reporterId: number;

  @Column({ type: 'varchar', length: 20 })
  reason: ReportReason;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  details: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
