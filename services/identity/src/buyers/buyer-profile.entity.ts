import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'buyer_profiles', schema: 'identity' })
export class BuyerProfile {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'buyer_user_id', type: 'integer', unique: true })
  buyerUserId: number;

  @Column({ name: 'company_name', type: 'varchar', length: 255 })
  companyName: string;

  /** Stored lower-cased (spec). */
  @Column({ name: 'business_type', type: 'varchar', length: 100 })
  businessType: string;

  @Column({ name: 'industry_focus', type: 'text', array: true, default: '{}' })
  industryFocus: string[];

  @Column({ type: 'varchar', length: 100 })
  country: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'text', nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Column({ name: 'year_established', type: 'integer', nullable: true })
  yearEstablished: number | null;

  @Column({ name: 'employee_count', type: 'varchar', length: 20, nullable: true })
  employeeCount: string | null;

  @Column({ name: 'annual_turnover', type: 'varchar', length: 20, nullable: true })
  annualTurnover: string | null;

  @Column({ name: 'preferred_payment_terms', type: 'text', array: true, default: '{}' })
  preferredPaymentTerms: string[];

  @Column({ name: 'shipping_requirements', type: 'text', nullable: true })
  shippingRequirements: string | null;

  @Column({ name: 'certification_requirements', type: 'text', array: true, default: '{}' })
  certificationRequirements: string[];

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified: boolean;

  @Column({ name: 'verification_documents', type: 'text', array: true, default: '{}' })
  verificationDocuments: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
