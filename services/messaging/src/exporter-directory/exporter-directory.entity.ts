import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Messaging's copy of the catalog's exporters: what inquiries and conversations need to know. */
@Entity({ name: 'exporter_directory', schema: 'messaging' })
export class ExporterDirectoryEntry {
  /** The catalog's exporter id. */
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'company_name', type: 'varchar', length: 255 })
  companyName: string;

  /** The identity user who owns the exporter (AccountRef kind `user`). */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ name: 'logo_url', type: 'text', nullable: true })
  logoUrl: string | null;

  /** The exporter's contact e-mail (away mail to the exporter); null until an event carries it. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

  /** Approved in the catalog: buyers may contact it. */
  @Column({ name: 'is_public', type: 'boolean', default: false })
  isPublic: boolean;

  /** The exporter's plan (premium: every inquiry shows its contact details). */
  @Column({ name: 'is_premium', type: 'boolean', default: false })
  isPremium: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
