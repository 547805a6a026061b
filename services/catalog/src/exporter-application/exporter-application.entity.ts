import type { ExporterStatus } from '@ped/contracts/options';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The whole signup form as submitted, kept for the review (spec: exporter_applications). */
@Entity({ name: 'exporter_applications', schema: 'catalog' })
export class ExporterApplication {
  @PrimaryGeneratedColumn()
  id: number;

  /** `EXP-` and 8 digits, shown to the applicant. */
  @Column({ name: 'registration_id', type: 'varchar', length: 12, unique: true })
  registrationId: string;

  /** The pending exporter created with the application. */
  @Column({ name: 'exporter_id', type: 'integer', nullable: true })
  exporterId: number | null;

  @Column({ name: 'company_name', type: 'varchar', length: 255 })
  companyName: string;

  @Column({ name: 'business_type', type: 'varchar', length: 50 })
  businessType: string;

  @Column({ name: 'registration_number', type: 'varchar', length: 100, nullable: true })
  registrationNumber: string | null;

  @Column({ name: 'year_established', type: 'varchar', length: 10 })
  yearEstablished: string;

  @Column({ name: 'contact_person_name', type: 'varchar', length: 255 })
  contactPersonName: string;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ type: 'varchar', length: 50 })
  phone: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  whatsapp: string | null;

  @Column({ type: 'varchar', length: 500 })
  address: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 50 })
  province: string;

  @Column({ name: 'postal_code', type: 'varchar', length: 20, nullable: true })
  postalCode: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  website: string | null;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'main_products', type: 'varchar', length: 1000 })
  mainProducts: string;

  @Column({ name: 'export_experience', type: 'varchar', length: 50 })
  exportExperience: string;

  @Column({ name: 'target_markets', type: 'varchar', length: 1000 })
  targetMarkets: string;

  @Column({ name: 'employee_count', type: 'varchar', length: 20 })
  employeeCount: string;

  @Column({ name: 'annual_turnover', type: 'varchar', length: 100, nullable: true })
  annualTurnover: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  certifications: string[];

  @Column({ name: 'agree_to_terms', type: 'boolean' })
  agreeToTerms: boolean;

  @Column({ name: 'agree_to_data_processing', type: 'boolean' })
  agreeToDataProcessing: boolean;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: ExporterStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
