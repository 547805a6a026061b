import type { ExporterPlanTier, ExporterStatus } from '@ped/contracts/options';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A company in the directory. Only `approved` ones are public. The search columns
 * (`search_terms`, `search_vector`) and `listed_at` (when it last became public: saved searches'
 * "new") are kept by database triggers, and `merit` (the ranking's verification and completeness
 * score) is a generated column: none is mapped here.
 */
@Entity({ name: 'exporters', schema: 'catalog' })
export class Exporter {
  @PrimaryGeneratedColumn()
  id: number;

  /** The identity service's user (AccountRef kind `user`) who owns the profile, once there is one. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ name: 'company_name', type: 'varchar', length: 255 })
  companyName: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'contact_person', type: 'varchar', length: 255, nullable: true })
  contactPerson: string | null;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  website: string | null;

  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 100, default: 'Pakistan' })
  country: string;

  @Column({ name: 'established_year', type: 'integer', nullable: true })
  establishedYear: number | null;

  @Column({ name: 'employee_count', type: 'varchar', length: 50, nullable: true })
  employeeCount: string | null;

  @Column({ name: 'logo_url', type: 'text', nullable: true })
  logoUrl: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  certifications: string[];

  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified: boolean;

  /** Kept equal to `plan !== 'basic'` by a database trigger (AdminConsole1766300000000). */
  @Column({ name: 'is_premium', type: 'boolean', default: false })
  isPremium: boolean;

  @Column({ type: 'varchar', length: 20, default: 'basic' })
  plan: ExporterPlanTier;

  /** When the current paid plan began; null on Basic (the trigger keeps it). */
  @Column({ name: 'plan_since', type: 'timestamptz', nullable: true })
  planSince: Date | null;

  /** One of EXPORTER_BUSINESS_TYPES (Manufacturer, Trading Company, …); a list filter. */
  @Column({ name: 'business_type', type: 'varchar', length: 50, nullable: true })
  businessType: string | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: ExporterStatus;

  /** Why an administrator rejected the profile (shown to the exporter); null unless rejected. */
  @Column({ name: 'rejection_reason', type: 'text', nullable: true })
  rejectionReason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
