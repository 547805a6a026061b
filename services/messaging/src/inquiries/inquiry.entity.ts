import type { InquiryStatus } from '@ped/contracts/messaging';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A buyer's inquiry to an exporter from the contact dialog. */
@Entity({ name: 'contact_requests', schema: 'messaging' })
export class Inquiry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'exporter_id', type: 'integer' })
  exporterId: number;

  @Column({ name: 'buyer_name', type: 'varchar', length: 255 })
  buyerName: string;

  @Column({ name: 'buyer_email', type: 'varchar', length: 255 })
  buyerEmail: string;

  @Column({ name: 'buyer_company', type: 'varchar', length: 255, nullable: true })
  buyerCompany: string | null;

  @Column({ type: 'text' })
  message: string;

  /** The signed-in buyer who sent it (identity's buyer user id), for the buyer dashboard; null if anonymous. */
  @Column({ name: 'buyer_user_id', type: 'integer', nullable: true })
  buyerUserId: number | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: InquiryStatus;

  /** Why the exporter declined it (status declined). */
  @Column({ name: 'decline_reason', type: 'varchar', length: 500, nullable: true })
  declineReason: string | null;

  /** The exporter's first reply or decline (the response time). */
  @Column({ name: 'responded_at', type: 'timestamptz', nullable: true })
  respondedAt: Date | null;

  /** The conversation a reply opened or continued (a buyer with an account). */
  @Column({ name: 'conversation_id', type: 'integer', nullable: true })
  conversationId: number | null;

  /** Replies sent so far (each e-mailed reply is a mail of its own). */
  @Column({ name: 'reply_count', type: 'integer', default: 0 })
  replyCount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
