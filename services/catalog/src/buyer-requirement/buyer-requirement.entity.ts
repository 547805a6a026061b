import type { RequirementStatus } from '@ped/contracts/options';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A buyer's buying requirement (the Post Requirement dialog), public to exporters unless `isPublic` is off. */
@Entity({ name: 'buyer_requirements', schema: 'catalog' })
export class BuyerRequirement {
  @PrimaryGeneratedColumn()
  id: number;

  /** Identity's buyer user id (AccountRef kind `buyer`). */
  @Column({ name: 'buyer_user_id', type: 'integer' })
  buyerUserId: number;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'category_id', type: 'integer', nullable: true })
  categoryId: number | null;

  @Column({ name: 'product_specifications', type: 'text', nullable: true })
  productSpecifications: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  quantity: string | null;

  @Column({ name: 'budget_range', type: 'varchar', length: 100, nullable: true })
  budgetRange: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  timeline: string | null;

  @Column({ name: 'delivery_location', type: 'varchar', length: 255, nullable: true })
  deliveryLocation: string | null;

  @Column({ name: 'payment_terms', type: 'varchar', length: 100, nullable: true })
  paymentTerms: string | null;

  @Column({ name: 'certification_needs', type: 'text', array: true, default: () => "'{}'" })
  certificationNeeds: string[];

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: RequirementStatus;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ name: 'is_public', type: 'boolean', default: true })
  isPublic: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
