import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What a buyer looks for (spec data model; filled by a later buyer feature). */
@Entity({ name: 'buyer_interests', schema: 'identity' })
export class BuyerInterest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'buyer_user_id', type: 'integer' })
  buyerUserId: number;

  @Column({ name: 'category_id', type: 'integer', nullable: true })
  categoryId: number | null;

  @Column({ type: 'text', array: true, default: '{}' })
  keywords: string[];

  @Column({ name: 'min_order_quantity', type: 'integer', nullable: true })
  minOrderQuantity: number | null;

  @Column({ name: 'max_order_quantity', type: 'integer', nullable: true })
  maxOrderQuantity: number | null;

  @Column({ name: 'budget_range', type: 'varchar', length: 100, nullable: true })
  budgetRange: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
