import type {
  Incoterm,
  QuantityUnit,
  TradeCurrency,
  RequirementStatus,
  TemplateValues,
} from '@ped/contracts/options';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** numeric columns as numbers (node-postgres reads them as text). */
export const numeric = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** A buyer's requirement (the Post Requirement dialog), public to exporters unless `isPublic` is off. */
@Entity({ name: 'buyer_requirements', schema: 'catalog' })
export class Requirement {
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

  /** The category template's answers (issue 20); the columns below are null on older requirements. */
  @Column({ name: 'spec_values', type: 'jsonb', default: () => "'{}'" })
  specValues: TemplateValues;

  @Column({
    name: 'quantity_amount',
    type: 'numeric',
    precision: 14,
    scale: 3,
    nullable: true,
    transformer: numeric,
  })
  quantityAmount: number | null;

  @Column({ name: 'quantity_unit', type: 'varchar', length: 30, nullable: true })
  quantityUnit: QuantityUnit | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  incoterm: Incoterm | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  destination: string | null;

  @Column({
    name: 'target_price',
    type: 'numeric',
    precision: 14,
    scale: 4,
    nullable: true,
    transformer: numeric,
  })
  targetPrice: number | null;

  @Column({ name: 'target_currency', type: 'varchar', length: 3, nullable: true })
  targetCurrency: TradeCurrency | null;

  /** YYYY-MM-DD; the requirement expires at its end (UTC). */
  @Column({ type: 'date', nullable: true })
  deadline: string | null;

  @Column({ name: 'is_public', type: 'boolean', default: true })
  isPublic: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
